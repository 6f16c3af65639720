// The one `shared` map of every Module Federation app: the shell and all four remotes import it
// from their `module-federation.config.ts` (docs/architecture.md "Module Federation contract").
//
// Every entry is a singleton: two copies of React break hooks ("Invalid hook call"), two routers
// lose the shell's location, two i18next instances lose the remotes' namespaces, two copies of
// TanStack Query lose the shell's QueryClient, and two copies of the design system would render
// two token sets. No `eager`: the shell starts through an async
// `import('./bootstrap')` and a remote's `./App` loads through its container, so the share scope
// is negotiated before any shared module runs.
//
// `strictVersion` on every entry: a remote whose build requires another major version of a shared
// library than the one the page already runs (the shell's) is refused by the federation runtime
// with an error, which the shell shows as its error panel ("nem indítható el"), instead of running
// on the wrong version after a console warning (e2e/shared-singletons.test.ts).
//
// A key ending in `/` shares every subpath import under that prefix (`react/jsx-runtime`,
// `react-dom/client`, `@tavollet/design-system/components/Button/Button`).
// A shared subpath is provided by an app only if that app imports it; otherwise a remote uses
// its own copy (e.g. a design-system component the shell never renders).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig, type moduleFederationPlugin } from '@module-federation/enhanced';
import { REMOTE_ENTRY_JS } from './contract/src/build-output.ts';

const singleton = { singleton: true, strictVersion: true } as const;

/** The contract modules the shell imports (shell/src), each shared by its own key. */
const CONTRACT_SHARED = [
  'client/http',
  'client/query-keys',
  'client/query-defaults',
  'codes',
  'remote-props',
  'api/auth',
  'api/issue-report',
];

/** Shared by bare name; the `/` prefix key is added for packages imported through subpaths. */
const packages: { name: string; bare: boolean; subpaths: boolean }[] = [
  { name: 'react', bare: true, subpaths: true },
  { name: 'react-dom', bare: true, subpaths: true },
  // react-router-dom, zod, react-i18next and @tanstack/react-query are shared through facades
  // (FACADES below); `react-router` itself is not shared: only the router facade imports it
  // (tooling/lint.mjs forbids it elsewhere).
  // Stores are created through `zustand` itself; its middleware subpaths hold no state.
  { name: 'zustand', bare: true, subpaths: false },
  { name: 'i18next', bare: true, subpaths: false },
  // Libraries of the design system and of forms that several apps use: one download per page
  // instead of one per app. date-fns is NOT shared: a shared module cannot be tree-shaken.
  { name: '@tanstack/react-table', bare: true, subpaths: false },
  { name: 'react-hook-form', bare: true, subpaths: false },
  // By its one subpath: a '@hookform/resolvers/' prefix key resolves the package's deprecated "./" export (DEP0155).
  // Its version is the package's (VERSIONED_SUBPATHS), not the subfolder's own package.json's "1.0.0".
  { name: '@hookform/resolvers/zod', bare: true, subpaths: false },
  // The workspace packages have no root export, only subpaths (their package.json "exports").
  { name: '@tavollet/design-system', bare: false, subpaths: true },
  // The contract by the modules the shell itself imports: the API client (one ApiError class and
  // one query-key scheme for the shell's error handling and cache), the codes, the remote props and
  // the shell's own calls, so a remote reuses the shell's copy. Every other contract module (a
  // remote's own calls, the CSV and date rules) is bundled by the app that imports it: tree-shaken
  // and in that app's own files. A module added here must be one the shell imports;
  // `e2e/one-copy-per-library.test.ts` fails when the shell starts importing one that brings a
  // library a remote also bundles.
  ...CONTRACT_SHARED.map((subpath) => ({ name: `@tavollet/contract/${subpath}`, bare: true, subpaths: false })),
];

/**
 * Libraries shared through a facade: every app's `import … from '<name>'` gets the one copy the shell
 * provides, and that copy is the facade file, which re-exports only the names the apps use, so the
 * bundler drops the rest of the library (a package shared whole cannot be tree-shaken): why,
 * docs/decisions/0500-shared-library-facades.md. The facade imports the library by another request
 * (`react-router`, `zod/v4`, or the `imports` alias `#react-i18next` / `#tanstack-react-query` of
 * design-system/src/federation/package.json), which is not shared, so it does not resolve to itself.
 * `tooling/__tests__/federation-facades.test.ts` checks that each facade holds every name the browser
 * sources import.
 */
const FACADES: { name: string; file: string }[] = [
  { name: 'react-router-dom', file: 'design-system/src/federation/react-router-dom.ts' },
  { name: 'zod', file: 'contract/src/federation/zod.ts' },
  // The React binding of the one i18next instance.
  { name: 'react-i18next', file: 'design-system/src/federation/react-i18next.ts' },
  // One QueryClient for the whole page (docs/architecture.md "Server state and forms"): the
  // shell provides it, and a remote finds it only through the same module's React context. A
  // second copy would have its own context and throw "No QueryClient set".
  { name: '@tanstack/react-query', file: 'design-system/src/federation/tanstack-react-query.ts' },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The installed version: the facade's own package.json would otherwise name it 0.1.0. */
const installedVersion = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/**
 * The version of the package `name` as the app being built installed it (npm may install a
 * package under the app's own node_modules), read from the package.json above its resolved entry:
 * for a package whose "exports" do not list its package.json. Null when the app has none.
 */
function packageVersion(name: string): string | null {
  const fromApp = createRequire(path.join(process.cwd(), 'package.json'));
  let entry: string;
  try {
    entry = fromApp.resolve(name);
  } catch {
    return null;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === name) return pkg.version;
    } catch {
      // no package.json in this folder
    }
  }
  throw new Error(`mf.shared.ts: no package.json of ${name} above its entry`);
}

/**
 * Subpaths shared by their own key whose folder has a package.json of its own, with another version
 * (@hookform/resolvers/zod/package.json says 1.0.0): the federation plugin would report that one,
 * and the runtime warn that it does not satisfy the `^7` every app requires.
 */
const VERSIONED_SUBPATHS: Record<string, string> = { '@hookform/resolvers/zod': '@hookform/resolvers' };

function versionOf(name: string): { version?: string; requiredVersion?: string } {
  const of = VERSIONED_SUBPATHS[name];
  if (!of) return {};
  const version = packageVersion(of);
  return version ? { version, requiredVersion: `^${version}` } : {};
}

export const shared: moduleFederationPlugin.SharedObject = Object.fromEntries([
  ...packages.flatMap(({ name, bare, subpaths }) => [
    ...(bare ? [[name, { ...singleton, ...versionOf(name) }] as const] : []),
    ...(subpaths ? [[`${name}/`, { ...singleton }] as const] : []),
  ]),
  ...FACADES.map(({ name, file }) => {
    const version = installedVersion(name);
    // Relative to the compiler's context, an app's folder (a folder of the root like every app):
    // the runtime's share data carries this string, and an absolute path would put the build
    // machine's folder into remoteEntry.js and main.js.
    return [name, { ...singleton, import: `../${file}`, version, requiredVersion: `^${version}` }] as const;
  }),
]);

/**
 * zod set "jitless" for the pages' Content-Security-Policy: what the zod facade takes its builders
 * from, and what the shell's public-page build (which shares nothing) resolves `zod` to.
 */
export const BROWSER_ZOD = path.join(here, 'contract/src/federation/browser-zod.ts');

/**
 * The host resolves shared modules from what is already loaded (its own copies), so a remote
 * never downloads a second React even when its build saw a newer patch version.
 */
export const shareStrategy = 'loaded-first' as const;

/**
 * Federation config of a remote: exposes `./App` (a component taking RemoteProps) through a
 * fixed-name remoteEntry.js, and uses the shell's federation runtime (the shell sets
 * `provideExternalRuntime`) instead of shipping its own copy (~17 KB gzip less per remote).
 */
export function remoteFederation(name: string) {
  return createModuleFederationConfig({
    name,
    filename: REMOTE_ENTRY_JS,
    exposes: { './App': './src/app.tsx' },
    shared,
    shareStrategy,
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
    // Types come from @tavollet/contract, not from generated federation d.ts files.
    dts: false,
  });
}
