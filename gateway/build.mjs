// `npm run build -w @tavollet/gateway`: the gateway compiled to JavaScript for `npm run serve`
// (docs/architecture.md "Production build and start"). esbuild, the transpiler tsx already runs
// on every start, bundles the gateway's sources with the workspace packages it imports (they
// export TypeScript) into gateway/dist; npm packages stay external and load from node_modules.
// Two entries: the gateway, and the embedded database's worker under the name its starter looks
// for beside itself (embedded-mongo/src/in-worker.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: path.resolve(here, '..'),
  entryPoints: {
    main: 'gateway/src/main.ts',
    'worker-bootstrap': 'embedded-mongo/src/worker-entry.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  // Source paths in the maps relative to the output, so no build folder's path is in a built file.
  sourceRoot: '',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare imports are npm packages, except the workspace's own (bundled from their sources).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tavollet/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
