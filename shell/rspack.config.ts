// Build of the shell (the host): `npm run build -w @tavollet/shell` -> shell/dist/ (see ../rspack.shared.ts).
// Three compilers: the browser build (the staff app, a federation host), the public pages' own bundle without
// the router and the federation runtime (dist/public/), and one Node build (dist/.server/) of the signed-in
// frame's server renderer for the gateway and of the public pages' prerender, which renders them into
// dist/prerendered.json at build time (docs/architecture.md "Loading at run time").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackOptions } from '@rspack/core';
import { PUBLIC_DIR } from '../contract/src/build-output.ts';
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
import { FirstLoadFilesPlugin } from '../scripts/rspack/first-load-files-plugin.ts';
import { PrecompressPlugin } from '../scripts/rspack/precompress-plugin.ts';
import federation from './module-federation.config.ts';
import { PrerenderPlugin } from './src/prerender/prerender-plugin.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(dir, 'dist');
const browser = appConfig({ dir, federation, host: true });
const server = serverRenderConfig({
  dir,
  name: 'shell',
  entry: './src/prerender/render-first-screen.tsx',
  more: { prerender: './src/prerender/render-pages.tsx' },
  // The prerender inlines the public bundle's stylesheets.
  after: ['browser', 'public'],
  plugins: [new PrerenderPlugin(dist)],
});

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
    // zod set as the pages' Content-Security-Policy needs, as under the staff app's facade.
    resolve: { extensions: RESOLVE_EXTENSIONS, alias: { zod$: BROWSER_ZOD } },
    module: moduleOptions(production),
    plugins: [
      new ChunkPackagesPlugin(),
      // public/entry.json: the script the gateway starts on a public page, the sheets the prerender inlines.
      new FirstLoadFilesPlugin({ of: 'public-pages' }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
  };
}

export default async (env: Parameters<typeof browser>[0], argv: Argv): Promise<RspackOptions[]> => [
  { ...(await browser(env, argv)), name: 'browser' },
  publicPages(argv),
  server(argv),
];
