// Writes `chunk-packages.json` into each app's build output: every emitted JS file with the npm
// packages whose code it holds. The e2e check `e2e/one-copy-per-library.test.ts` and the bundle
// bench read it to tell when a page downloads the same library twice, e.g. once in the shell's
// chunks and once in a remote's (docs/architecture.md "Module Federation contract").
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, StatsModule } from '@rspack/core';
import { CHUNK_PACKAGES_JSON, type ChunkPackages } from '../../contract/src/build-output.ts';

/** `…/node_modules/@scope/name/…` → `@scope/name`; the last node_modules wins (nested copies). */
function packageOf(resource: string): string | null {
  const parts = resource.split(/node_modules[\\/]/);
  if (parts.length < 2) return null;
  const rest = parts[parts.length - 1]!.split(/[\\/]/);
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
}

function packagesOf(modules: StatsModule[] | undefined, into: Set<string>): void {
  for (const m of modules ?? []) {
    // Code only: federation's provide/consume stubs name a package without holding its code.
    const code = /^(javascript|css)/.test(m.moduleType ?? '');
    const pkg = code ? packageOf(m.nameForCondition ?? '') : null;
    if (pkg) into.add(pkg);
    // A concatenated module lists the modules it joined.
    packagesOf(m.modules, into);
  }
}

export class ChunkPackagesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ChunkPackagesPlugin', (stats) => {
      const json = stats.toJson({
        // Not `all: false`: with it, the modules a concatenated module joined come without their
        // names, so a library concatenated into a facade (zod, the router) went unlisted.
        chunks: true,
        chunkModules: true,
        // Every module, however many a chunk holds (the listing is otherwise cut short).
        chunkModulesSpace: Infinity,
        nestedModules: true,
        nestedModulesSpace: Infinity,
      });
      const byFile: ChunkPackages = {};
      for (const chunk of json.chunks ?? []) {
        const packages = new Set<string>();
        packagesOf(chunk.modules, packages);
        for (const file of chunk.files ?? []) {
          if (file.endsWith('.js')) byFile[file] = [...packages].sort();
        }
      }
      const out = stats.compilation.outputOptions.path;
      if (out) writeFileSync(path.join(out, CHUNK_PACKAGES_JSON), `${JSON.stringify(byFile, null, 1)}\n`);
    });
  }
}
