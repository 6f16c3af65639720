// The one rspack build of every Module Federation app (the shell and the four remotes); each
// app's rspack.config.ts only names itself. Production: `npm run build -w @tavollet/<app>` ->
// <app>/dist/ with content-hashed chunks; remotes also emit remoteEntry.js and mf-manifest.json
// under fixed names (docs/architecture.md "Module Federation contract").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  rspack,
  type OptimizationSplitChunksCacheGroup,
  type RspackOptions,
  type RspackPluginInstance,
} from '@rspack/core';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './scripts/rspack/precompress-plugin.ts';
import { ChunkPackagesPlugin } from './scripts/rspack/chunk-packages-plugin.ts';
import { FirstLoadFilesPlugin } from './scripts/rspack/first-load-files-plugin.ts';
import { federationRuntimeAliases } from './scripts/rspack/federation-runtime-esm.ts';
import { PortableModuleIdsPlugin } from './scripts/rspack/portable-module-ids-plugin.ts';
import { PreviousReleasePlugin } from './scripts/rspack/previous-release-plugin.ts';
import { FIRST_SCREEN_MODULE } from './contract/src/build-output.ts';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppBuild {
  /** The app's folder (its rspack.config.ts's directory). */
  dir: string;
  /** Its federation config; the federation `name` (e.g. `mfe_hr`) is also the `uniqueName`. */
  federation: FederationOptions;
  /** The shell: has an HTML page and an entry; a remote's only entry is its container. */
  host?: boolean;
  /**
   * A remote whose pages are all (or nearly all) in its `./App`'s first render: its design-system
   * and contract modules in one file too. Not for a remote whose pages load lazily (the admin): the
   * one file would bring every page's modules to its first screen. The shell always has it.
   */
  workspaceChunk?: boolean;
}

/** Production unless `--mode` or NODE_ENV says otherwise (every compiler of every app). */
export function isProduction(argv: { mode?: string }): boolean {
  return (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
}

/** File extensions every build resolves. */
export const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/** Content-hashed names of every browser build's JS and CSS files. */
export const HASHED_NAMES = {
  filename: '[name].[contenthash:10].js',
  chunkFilename: '[name].[contenthash:10].js',
  cssFilename: '[name].[contenthash:10].css',
  cssChunkFilename: '[name].[contenthash:10].css',
} as const;

/**
 * How TypeScript and CSS modules are compiled, shared by the browser builds and the shell's
 * prerender build (target node), so both give a CSS module's classes the same names.
 * `cssExportsOnly`: the class names without the CSS (the prerender build renders markup only).
 */
export function moduleOptions(production: boolean, cssExportsOnly = false): RspackOptions['module'] {
  return {
    parser: {
      // `import styles from './X.module.css'` (the design system's style) needs a default export.
      // Custom properties stay global (design tokens and the tones of
      // design-system/src/internal/tones.module.css are read by other modules' rules);
      // rspack would otherwise rename each module's own `--x`.
      'css/auto': { namedExports: false, dashedIdents: false },
    },
    // The prerender build and the server renderers need the class names only. A class's name
    // hashes the build's uniqueName with the file's path: a design-system module copied into two
    // apps has two sets of names, so the copy a page does not run styles nothing.
    ...(cssExportsOnly ? { generator: { 'css/auto': { exportsOnly: true } } } : {}),
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
  };
}

/**
 * The design system's and the contract's code (their facades of shared libraries aside) and the
 * npm packages they bring that are not shared (clsx, date-fns, papaparse), and the design
 * system's table library: one async chunk of the shell, and of each remote that asks for it
 * (AppBuild.workspaceChunk). Each module would otherwise be a file of its own (a shared module is
 * split from its importer), each repeating clsx; one file compresses to about half of their sum.
 * In a remote it also holds its own copies of the design-system modules the shell provides: about
 * a KB downloaded unused, against eight fewer requests on its first render.
 */
const workspaceChunk: OptimizationSplitChunksCacheGroup = {
  test: (module) => {
    const file = module.nameForCondition() ?? '';
    if (/[\\/](design-system|contract)[\\/]src[\\/]federation[\\/]/.test(file)) return false;
    return /[\\/](design-system[\\/]src|contract[\\/]src|node_modules[\\/](clsx|date-fns|papaparse|@tanstack[\\/](react-table|table-core)))[\\/]/.test(
      file,
    );
  },
  name: 'workspace',
  chunks: 'async',
  enforce: true,
  priority: 10,
};

/**
 * The shared libraries the shell provides: React, the router, zod, i18next, TanStack Query, zustand
 * and their facades, which every page of the shell loads, in one async chunk instead of a file per
 * shared module (10+ requests, script insertions and chunk callbacks on the first screen's main
 * thread). Libraries only some screens use (react-hook-form) keep their own file: a package added
 * here is downloaded by every page, and `e2e/one-copy-per-library.test.ts` lists the packages this
 * file may hold.
 */
const librariesChunk: OptimizationSplitChunksCacheGroup = {
  test: (module) => {
    const file = module.nameForCondition() ?? '';
    if (/[\\/](design-system|contract)[\\/]src[\\/]federation[\\/]/.test(file)) return true;
    return /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|i18next|react-i18next|react-router|zod|@tanstack[\\/](react-query|query-core))[\\/]/.test(
      file,
    );
  },
  name: 'libraries',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

/** The repository's folder: what differs between two checkouts (PortableModuleIdsPlugin). */
const ROOT = path.dirname(fileURLToPath(import.meta.url));

const notConsumed = (module: { type: string }) => module.type !== 'consume-shared-module';

/**
 * rspack's two default groups, except that federation's consume modules (a few bytes of loading
 * glue, no code) stay with the chunks that import them. The defaults moved those that several lazy
 * pages share into chunks of their own (a chunk without JS passes minSize), and such chunks, equal
 * in every other respect, were put in an order that depends on the build's folder: the admin's
 * `Promise.all` of a page's chunks differed between two checkouts. No file is added or removed.
 */
const defaultGroupsWithoutConsumes: Record<string, OptimizationSplitChunksCacheGroup> = {
  default: { minChunks: 2, priority: -20, reuseExistingChunk: true, test: notConsumed },
  defaultVendors: {
    test: (module) => notConsumed(module) && /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? ''),
    priority: -10,
    reuseExistingChunk: true,
  },
};

export function appConfig({ dir, federation, host = false, workspaceChunk: grouped = host }: AppBuild) {
  const name = federation.name ?? path.basename(dir);
  return defineConfig((_env, argv): RspackOptions => {
    const production = isProduction(argv);
    // A remote is redeployed under open tabs: its previous release's hashed files stay a while.
    const previous = production && !host ? new PreviousReleasePlugin(path.join(dir, 'dist')) : null;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The shell's entry only does `import('./bootstrap')`, so shared modules are negotiated
      // before any of them runs (no `eager`). A remote has no page of its own.
      entry: host ? { main: './src/index.ts' } : ({} as Record<string, string>),
      devtool: production ? false : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remote chunks load from wherever remoteEntry.js was served (/remotes/<app>/ or a CDN).
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        ...HASHED_NAMES,
        clean: previous ? { keep: previous.keep } : true,
      },
      // The federation runtime from its ES modules, which rspack can tree-shake and concatenate.
      resolve: { extensions: RESOLVE_EXTENSIONS, alias: federationRuntimeAliases() },
      module: moduleOptions(production),
      plugins: [
        // The entry script in the head (`defer`): the browser asks for it while the page still arrives.
        ...(host ? [new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'head' })] : []),
        new ModuleFederationPlugin(federation),
        // Ids of federation's own modules without the build machine's folder in their hash.
        new PortableModuleIdsPlugin(ROOT),
        // chunk-packages.json: which npm packages each JS file holds (the one-copy-per-library check).
        new ChunkPackagesPlugin(),
        // What the first load needs, for the gateway's preloads: the shell's initial-assets.json,
        // a remote's expose-files.json.
        new FirstLoadFilesPlugin(
          host ? { of: 'staff-app' } : { of: 'remote', exposes: Object.keys(federation.exposes ?? {}) },
        ),
        // Production only: a watch build would pay brotli's highest quality on every change.
        ...(production ? [new PrecompressPlugin()] : []),
        ...(previous ? [previous] : []),
      ],
      performance: { hints: false },
      optimization: {
        // Chunks numbered in their natural order (names, then their modules' ids), not by a hash of
        // their modules' identifiers: a chunk whose first modules are federation's consume modules
        // would hash the build machine's folder (PortableModuleIdsPlugin), and rspack 2.2 lets no
        // plugin choose chunk ids. The price: a chunk added or removed renumbers those after it.
        chunkIds: 'natural',
        // The design-system and contract modules in one file, and the shared libraries the shell
        // provides in another, instead of one file per shared module (why, with the figures:
        // docs/decisions/0500-shared-library-facades.md). A remote's shared libraries keep a file each: the shell
        // provides them, so those files are downloaded only without it.
        splitChunks: {
          cacheGroups: {
            ...defaultGroupsWithoutConsumes,
            ...(grouped
              ? host
                ? { workspace: workspaceChunk, libraries: librariesChunk }
                : { workspace: workspaceChunk }
              : {}),
          },
        },
      },
    };
  });
}

interface ServerBuild {
  /** The app's folder. */
  dir: string;
  /** Its uniqueName, the browser build's: CSS module classes are named alike. */
  name: string;
  /** The server renderer's source, bundled into FIRST_SCREEN_MODULE. */
  entry: string;
  /** More Node bundles beside it, `<name>.cjs` (the shell's prerender of its public pages). */
  more?: Record<string, string>;
  /** The compilers it runs after: always the browser build, which cleans dist/. */
  after?: string[];
  plugins?: RspackPluginInstance[];
}

/**
 * The Node build of an app's server renderer (gateway/src/pages/first-screen.ts renders with it):
 * `entry` bundled with everything it imports (React, the router, the app's components and texts;
 * nothing shared) into `dist/.server/first-screen.cjs` (FIRST_SCREEN_MODULE), which the gateway
 * loads. CSS modules give their class names only, the same names as the app's browser build (the
 * name hashes the file's path from the app's folder).
 */
export function serverRenderConfig({ dir, name, entry, more = {}, after = ['browser'], plugins = [] }: ServerBuild) {
  return (argv: { mode?: string }): RspackOptions => {
    const production = isProduction(argv);
    return {
      name: 'server',
      dependencies: after,
      mode: production ? 'production' : 'development',
      target: 'node',
      context: dir,
      entry: { [path.basename(FIRST_SCREEN_MODULE, '.cjs')]: entry, ...more },
      devtool: false,
      output: {
        path: path.join(dir, 'dist', path.dirname(FIRST_SCREEN_MODULE)),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: RESOLVE_EXTENSIONS },
      module: moduleOptions(production, true),
      // Run by the gateway and the build, not downloaded: readable stack traces over a smaller file.
      optimization: { minimize: false },
      plugins,
      performance: { hints: false },
    };
  };
}
