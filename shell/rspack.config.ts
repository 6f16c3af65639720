// Build of the shell (the host): `npm run build -w @tavollet/shell` -> shell/dist/ (see ../rspack.shared.ts).
// Two compilers: the browser build, then the prerender build (target node), which renders the
// public pages into dist/prerendered.json (docs/architecture.md "Loading at run time").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackOptions } from '@rspack/core';
import { appConfig, moduleOptions } from '../rspack.shared.ts';
import federation from './module-federation.config.ts';
import { InitialAssetsPlugin } from './src/prerender/initial-assets-plugin.ts';
import { PrerenderPlugin } from './src/prerender/prerender-plugin.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(dir, 'dist');
const browser = appConfig({ dir, federation, host: true, plugins: [new InitialAssetsPlugin()] });

type Argv = Parameters<typeof browser>[1];

function prerender(argv: Argv): RspackOptions {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  return {
    name: 'prerender',
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    target: 'node',
    context: dir,
    entry: { prerender: './src/prerender/render-pages.tsx' },
    devtool: false,
    output: {
      // Inside dist/ so that it is cleaned and never hashed as a build input (scripts/lib.mjs);
      // a dot folder, so the gateway never serves it.
      path: path.join(dist, '.prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // The same name as the browser build: CSS module classes are named alike.
      uniqueName: 'shell',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: moduleOptions(production, true),
    optimization: { minimize: false },
    plugins: [new PrerenderPlugin(dist)],
    performance: { hints: false },
  };
}

export default async (env: Parameters<typeof browser>[0], argv: Argv): Promise<RspackOptions[]> => [
  { ...(await browser(env, argv)), name: 'browser' },
  prerender(argv),
];
