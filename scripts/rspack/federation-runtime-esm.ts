// The Module Federation runtime bundled from its ES module build instead of its CommonJS one.
//
// rspack's ModuleFederationPlugin embeds the runtime through an import of
// `require.resolve('@module-federation/webpack-bundler-runtime')` (the package's `dist/index.cjs`)
// and an alias of `@module-federation/runtime` to `dist/index.cjs`; the shell's
// `provideExternalRuntime` plugin is added the same way. From there every `require()` picks the
// packages' CommonJS files, which rspack can neither tree-shake nor concatenate. Each of these
// packages ships the same code as ES modules beside it (`dist/index.js`); these aliases point the
// three entry requests there, and the ES modules import the rest of the runtime by the `import`
// condition. The paths are resolved the way the plugin resolves them (from runtime-tools).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The ES module file beside a package's CommonJS `dist/….cjs` entry. */
const esmTwin = (cjs: string): string => cjs.replace(/\.cjs$/, '.js');

/** `resolve.alias` entries of every federation build (shell and remotes). */
export function federationRuntimeAliases(): Record<string, string> {
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const fromTools = (name: string) => require.resolve(name, { paths: [runtimeTools] });
  const bundlerRuntime = fromTools('@module-federation/webpack-bundler-runtime');
  const runtime = fromTools('@module-federation/runtime');
  const injectRuntimeCore = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return {
    // Exact requests (`$`): the absolute paths the plugin's generated entry imports.
    [`${bundlerRuntime}$`]: esmTwin(bundlerRuntime),
    [`${injectRuntimeCore}$`]: esmTwin(injectRuntimeCore),
    // Replaces the plugin's own alias of the same key (user aliases come after it).
    '@module-federation/runtime': esmTwin(runtime),
  };
}
