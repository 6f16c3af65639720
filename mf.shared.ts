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
// A key ending in `/` shares every subpath import under that prefix (`react/jsx-runtime`,
// `react-dom/client`, `@tavollet/design-system/components/Button/Button`, `@tavollet/contract/codes`).
// A shared subpath is provided by an app only if that app imports it; otherwise a remote uses
// its own copy (e.g. a design-system component the shell never renders).
import { createModuleFederationConfig, type moduleFederationPlugin } from '@module-federation/enhanced';

const singleton = { singleton: true } as const;

/** Shared by bare name; the `/` prefix key is added for packages imported through subpaths. */
const packages: { name: string; bare: boolean; subpaths: boolean }[] = [
  { name: 'react', bare: true, subpaths: true },
  { name: 'react-dom', bare: true, subpaths: true },
  // react-router-dom re-exports react-router: sharing both keeps one router context even if a
  // file imports `react-router` directly.
  { name: 'react-router-dom', bare: true, subpaths: false },
  { name: 'react-router', bare: true, subpaths: false },
  // Stores are created through `zustand` itself; its middleware subpaths hold no state.
  { name: 'zustand', bare: true, subpaths: false },
  { name: 'i18next', bare: true, subpaths: false },
  { name: 'react-i18next', bare: true, subpaths: false },
  // One QueryClient for the whole page (docs/architecture.md "Server state and forms"): the
  // shell provides it, and a remote finds it only through the same module's React context. A
  // second copy would have its own context and throw "No QueryClient set".
  { name: '@tanstack/react-query', bare: true, subpaths: false },
  // Libraries of the design system and of forms that several apps use: one download per page
  // instead of one per app. zod and date-fns are NOT shared: a shared module cannot be
  // tree-shaken, and a whole zod (every locale) is ~89 KB gzip against ~27 KB tree-shaken per app
  // (docs/decisions/0364-which-libraries-are-shared.md).
  { name: '@tanstack/react-table', bare: true, subpaths: false },
  { name: 'react-hook-form', bare: true, subpaths: false },
  // By its one subpath: a '@hookform/resolvers/' prefix key resolves the package's deprecated "./" export (DEP0155).
  { name: '@hookform/resolvers/zod', bare: true, subpaths: false },
  // The workspace packages have no root export, only subpaths (their package.json "exports").
  { name: '@tavollet/design-system', bare: false, subpaths: true },
  { name: '@tavollet/contract', bare: false, subpaths: true },
];

export const shared: moduleFederationPlugin.SharedObject = Object.fromEntries(
  packages.flatMap(({ name, bare, subpaths }) => [
    ...(bare ? [[name, { ...singleton }] as const] : []),
    ...(subpaths ? [[`${name}/`, { ...singleton }] as const] : []),
  ]),
);

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
    filename: 'remoteEntry.js',
    exposes: { './App': './src/app.tsx' },
    shared,
    shareStrategy,
    experiments: { externalRuntime: true },
    // Types come from @tavollet/contract, not from generated federation d.ts files.
    dts: false,
  });
}
