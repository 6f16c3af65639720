// Build step of the shell's browser build (shell/rspack.config.ts): names every JS and CSS file
// the first page load needs, so the gateway can list them as preloads in the page and the
// browser fetches them in parallel from the first byte instead of one level at a time
// (docs/architecture.md "Loading at run time", docs/decisions/0471-no-request-waterfall.md).
//
// The start is `import('./bootstrap.tsx')` (src/index.ts, chunk name "bootstrap"): its chunk
// group, then for every shared module a loaded chunk consumes, the chunks of the shell's own
// copy (its provide module's async block; the share scope picks the shell's copies, mf.shared.ts
// "loaded-first"), until nothing new comes. Written to `dist/initial-assets.json`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Chunk, Compilation, Compiler } from '@rspack/core';
import { precompressFiles } from '../../../scripts/rspack/precompress-plugin.ts';

export const INITIAL_ASSETS_FILE = 'initial-assets.json';

export interface InitialAssets {
  /** Classic scripts (rspack's chunk loading), in the order found: `<link rel="preload" as="script">`. */
  js: string[];
  /** Stylesheets the runtime adds: `<link rel="preload" as="style">`. */
  css: string[];
}

/** `consume shared module (default) @tavollet/contract/codes@* (strict) (fallback: …)` → the key. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) ((?:@[^@\s]+|[^@\s]+))@/;
/** `provide shared module (default) react@19.3.1 = …/react/index.js` → the key. */
const PROVIDED_KEY = /^provide shared module \([^)]*\) ((?:@[^@\s]+|[^@\s]+))@/;

/** Shared key → the chunks the shell's own copy loads from (the provide module's async block). */
function providerChunks(compilation: Compilation): Map<string, Chunk[]> {
  const providers = new Map<string, Chunk[]>();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const key = PROVIDED_KEY.exec(module.identifier())?.[1];
    const chunks = module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    if (key) providers.set(key, [...(providers.get(key) ?? []), ...chunks]);
  }
  return providers;
}

export function initialAssets(compilation: Compilation): InitialAssets {
  const group = compilation.namedChunkGroups.get('bootstrap');
  if (!group) throw new Error('the shell build has no "bootstrap" chunk group (src/index.ts)');
  const providers = providerChunks(compilation);
  const entryChunks = [...(compilation.entrypoints.get('main')?.chunks ?? [])];
  const queue: Chunk[] = [...entryChunks, ...group.chunks];
  const seen = new Set<Chunk>();
  const files = new Set<string>();
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    if (!entryChunks.includes(chunk)) for (const file of chunk.files) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = CONSUMED_KEY.exec(module.identifier())?.[1];
      queue.push(...((key && providers.get(key)) || []));
    }
  }
  const list = [...files];
  return { js: list.filter((f) => f.endsWith('.js')), css: list.filter((f) => f.endsWith('.css')) };
}

export class InitialAssetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('InitialAssetsPlugin', async (compilation) => {
      const out = compilation.outputOptions.path ?? compiler.outputPath;
      const file = path.join(out, INITIAL_ASSETS_FILE);
      await writeFile(file, JSON.stringify(initialAssets(compilation)));
      await precompressFiles([file]);
    });
  }
}
