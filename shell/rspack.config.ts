// Production build of the shell: `npm run build -w @tavollet/shell` -> shell/dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import federation from './module-federation.config.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig((_env, argv) => {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // The entry only does `import('./bootstrap')`: shared modules are negotiated before any
    // of them runs (no `eager`).
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      uniqueName: 'shell',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      parser: {
        // `import styles from './X.module.css'` (the design system's style) needs a default export.
        'css/auto': { namedExports: false },
      },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body' }),
      new ModuleFederationPlugin(federation),
    ],
    performance: { hints: false },
  };
});
