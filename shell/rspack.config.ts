// Build of the shell (the host): `npm run build -w @tavollet/shell` -> shell/dist/ (see ../rspack.shared.ts).
// Four compilers: the browser build (the staff app, a federation host), the public pages' own
// bundle without the router and the federation runtime (dist/public/,
// docs/decisions/0536-public-pages-own-bundle.md), the prerender build (target node), which
// renders the public pages into dist/prerendered.json (docs/architecture.md "Loading at run time"),
// and the signed-in frame's server renderer for the gateway (dist/.server/, decision 0545).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackOptions } from '@rspack/core';
import { BROWSER_ZOD } from '../mf.shared.ts';
import {
  HASHED_NAMES,
  RESOLVE_EXTENSIONS,
  appConfig,
  isProduction,
  moduleOptions,
  serverRenderConfig,
} from '../rspack.shared.ts';
import { ChunkPackagesPlugin } from '../scripts/rspack/chunk-packages-plugin.ts';
import { PrecompressPlugin } from '../scripts/rspack/precompress-plugin.ts';
import { PUBLIC_DIR, PublicEntryPlugin } from './src/public/public-entry-plugin.ts';
import federation from './module-federation.config.ts';
import { InitialAssetsPlugin } from './src/prerender/initial-assets-plugin.ts';
import { PrerenderPlugin } from './src/prerender/prerender-plugin.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(dir, 'dist');
const browser = appConfig({ dir, federation, host: true, plugins: [new InitialAssetsPlugin()] });
// The signed-in frame around a remote's first screen, for the gateway (docs/decisions/0545-…).
const server = serverRenderConfig({ dir, name: 'shell', entry: './src/prerender/render-first-screen.tsx' });

type Argv = Parameters<typeof browser>[1];

/**
 * The public pages (login, forgotten and set password): React, i18next, TanStack Query, the
 * design system's components they render and the contract's calls, bundled plainly (nothing
 * shared, no federation runtime), so a first visit downloads only what the sign-in needs.
 */
function publicPages(argv: Argv): RspackOptions {
  const production = isProduction(argv);
  return {
    name: 'public',
    // After the browser build, which cleans dist/.
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { public: './src/public/index.tsx' },
    devtool: production ? false : 'source-map',
    output: {
      path: path.join(dist, PUBLIC_DIR),
      publicPath: `/${PUBLIC_DIR}/`,
      // The same name as the browser build: CSS module classes are named alike, so the markup
      // rendered at build time is styled by either build's sheets.
      uniqueName: 'shell',
      ...HASHED_NAMES,
      clean: true,
    },
    // zod set as the pages' Content-Security-Policy needs, as under the staff app's facade (0538).
    resolve: { extensions: RESOLVE_EXTENSIONS, alias: { zod$: BROWSER_ZOD } },
    module: moduleOptions(production),
    plugins: [new ChunkPackagesPlugin(), new PublicEntryPlugin(), ...(production ? [new PrecompressPlugin()] : [])],
    performance: { hints: false },
  };
}

function prerender(argv: Argv): RspackOptions {
  const production = isProduction(argv);
  return {
    name: 'prerender',
    // Its CSS comes from the public build's sheets.
    dependencies: ['browser', 'public'],
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
    resolve: { extensions: RESOLVE_EXTENSIONS },
    module: moduleOptions(production, true),
    optimization: { minimize: false },
    plugins: [new PrerenderPlugin(dist)],
    performance: { hints: false },
  };
}

export default async (env: Parameters<typeof browser>[0], argv: Argv): Promise<RspackOptions[]> => [
  { ...(await browser(env, argv)), name: 'browser' },
  publicPages(argv),
  prerender(argv),
  server(argv),
];
