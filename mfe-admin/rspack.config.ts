// Production build of the Admin remote: `npm run build -w @tavollet/mfe-admin` -> mfe-admin/dist/
// (remoteEntry.js and mf-manifest.json under fixed names, every other file content-hashed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import federation from './module-federation.config.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig((_env, argv) => {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // A remote has no page of its own: the container entry (remoteEntry.js) is its only entry.
    entry: {},
    devtool: production ? false : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Chunks load from wherever remoteEntry.js was served (/remotes/mfe-admin/ or a CDN).
      publicPath: 'auto',
      uniqueName: 'mfe_admin',
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
    plugins: [new ModuleFederationPlugin(federation)],
    performance: { hints: false },
  };
});
