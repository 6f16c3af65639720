// Build step of every remote (rspack.shared.ts): writes `dist/expose-files.json`, the JS and CSS
// files each exposed module loads before it first renders, so the gateway can preload them in
// the page of a deep link instead of the browser finding them once the shell's scripts ran
// (docs/architecture.md "Loading at run time", docs/decisions/0531-remote-first-render-files.md).
//
// The manifest does not say it: it lists no synchronous JS for an expose, and which copy of a
// shared module a remote runs is decided on the page (the shell's copy when the shell provides
// that key, else the remote's own). So the file holds two parts, and the gateway, which knows
// what the shell provides (its mf-manifest.json), joins them:
// - per expose, the files of its chunk group and the shared keys those chunks consume;
// - per shared key, the files of the remote's own copy (its provide module's async block, which
//   the share scope's factory loads, not the consume module's fallback) and the keys they consume.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Chunk, Compilation, Compiler, Module } from '@rspack/core';
import { precompressFiles } from './precompress-plugin.ts';

export const EXPOSE_FILES = 'expose-files.json';

export interface Files {
  /** Classic scripts (rspack's chunk loading), in chunk order. */
  js: string[];
  /** Stylesheets the runtime adds. */
  css: string[];
  /** Shared keys the chunks consume: each loads the shell's copy or the remote's own. */
  consumes: string[];
}

export interface ExposeFiles {
  /** `./App` → the files its chunk group loads with it. */
  exposes: Record<string, Files>;
  /** Shared key → what loading this remote's own copy of it brings. */
  shared: Record<string, Files>;
}

/** `consume shared module (default) react@^19 (strict) (fallback: …)` → `react`. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) ((?:@[^@\s]+|[^@\s]+))@/;
/** `provide shared module (default) react@19.3.1 = …` → `react`. */
const PROVIDED_KEY = /^provide shared module \([^)]*\) ((?:@[^@\s]+|[^@\s]+))@/;

function filesOf(compilation: Compilation, chunks: Chunk[]): Files {
  const files = new Set<string>();
  const consumes = new Set<string>();
  for (const chunk of chunks) {
    for (const file of chunk.files) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = module.type === 'consume-shared-module' ? CONSUMED_KEY.exec(module.identifier())?.[1] : undefined;
      if (key) consumes.add(key);
    }
  }
  const list = [...files];
  return {
    js: list.filter((f) => f.endsWith('.js')),
    css: list.filter((f) => f.endsWith('.css')),
    consumes: [...consumes].sort(),
  };
}

const blockChunks = (compilation: Compilation, module: Module) =>
  module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);

/** `./App` → `__federation_expose_App`, the chunk name the federation plugin gives an expose. */
const exposeChunkName = (expose: string) => `__federation_expose_${expose.replace(/^\.\//, '')}`;

export function exposeFiles(compilation: Compilation, exposes: string[]): ExposeFiles {
  const result: ExposeFiles = { exposes: {}, shared: {} };
  for (const expose of exposes) {
    const group = compilation.namedChunkGroups.get(exposeChunkName(expose));
    if (!group) throw new Error(`no chunk group "${exposeChunkName(expose)}" for the expose ${expose}`);
    result.exposes[expose] = filesOf(compilation, [...group.chunks]);
  }
  const provided = new Map<string, Chunk[]>();
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? PROVIDED_KEY.exec(module.identifier())?.[1] : undefined;
    if (key) provided.set(key, [...(provided.get(key) ?? []), ...blockChunks(compilation, module)]);
  }
  for (const [key, chunks] of [...provided].sort(([a], [b]) => a.localeCompare(b))) {
    result.shared[key] = filesOf(compilation, chunks);
  }
  return result;
}

export class ExposeFilesPlugin {
  constructor(private readonly exposes: string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ExposeFilesPlugin', async (compilation) => {
      const out = compilation.outputOptions.path ?? compiler.outputPath;
      const file = path.join(out, EXPOSE_FILES);
      await writeFile(file, JSON.stringify(exposeFiles(compilation, this.exposes)));
      await precompressFiles([file]);
    });
  }
}
