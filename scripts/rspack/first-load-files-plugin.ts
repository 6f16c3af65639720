// What a page loads first from this build, written for the gateway, which names those files in
// the page (as preloads, or as the script that starts it) so the browser fetches them from the
// first byte instead of one chunk level at a time (docs/architecture.md "Loading at run time").
// The names and shapes are contract/src/build-output.ts's; the file is emitted as an asset of the
// compilation, so the PrecompressPlugin compresses it with the rest.
//
// - The shell's staff app (INITIAL_ASSETS_JSON): `import('./bootstrap.tsx')`'s chunk group
//   (src/index.ts), then for every shared module a loaded chunk consumes, the chunks of the
//   shell's own copy (its provide module's async block; the share scope picks the shell's copies,
//   mf.shared.ts "loaded-first"), until nothing new comes. The entry's own script is not listed:
//   the gateway takes it from index.html.
// - A remote (EXPOSE_FILES_JSON): which copy of a shared module a remote runs is decided on the
//   page, so the gateway joins two parts with what the shell provides: per expose, the files of
//   its chunk group and the shared keys those chunks consume; per shared key, the files of the
//   remote's own copy (its provide module's async block, which the share scope's factory loads,
//   not the consume module's fallback) and the keys they consume. The federation manifest cannot
//   stand in: it leaves the chunks holding shared modules out of an expose's files, and lists a
//   shared module's own chunk without the chunks that load with it.
// - The public pages' bundle (PUBLIC_ENTRY_JSON): its entry's files.
import path from 'node:path';
import type { Chunk, Compilation, Compiler, Module } from '@rspack/core';
import {
  EXPOSE_FILES_JSON,
  INITIAL_ASSETS_JSON,
  PUBLIC_DIR,
  PUBLIC_ENTRY_JSON,
  type ChunkFiles,
  type ExposeFiles,
  type InitialAssets,
  type PublicEntry,
} from '../../contract/src/build-output.ts';

/** Which build this is, and so which file it writes. */
type FirstLoad = { of: 'staff-app' } | { of: 'remote'; exposes: string[] } | { of: 'public-pages' };

/** `consume shared module (default) react@^19 (strict) (fallback: …)` → `react`. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) ((?:@[^@\s]+|[^@\s]+))@/;
/** `provide shared module (default) react@19.3.1 = …` → `react`. */
const PROVIDED_KEY = /^provide shared module \([^)]*\) ((?:@[^@\s]+|[^@\s]+))@/;

const consumedKey = (module: Module) =>
  module.type === 'consume-shared-module' ? CONSUMED_KEY.exec(module.identifier())?.[1] : undefined;

const splitByType = (files: Iterable<string>): { js: string[]; css: string[] } => {
  const list = [...files];
  return { js: list.filter((f) => f.endsWith('.js')), css: list.filter((f) => f.endsWith('.css')) };
};

/** Shared key → the chunks this build's own copy loads from (the provide module's async block). */
function providerChunks(compilation: Compilation): Map<string, Chunk[]> {
  const providers = new Map<string, Chunk[]>();
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? PROVIDED_KEY.exec(module.identifier())?.[1] : undefined;
    if (!key) continue;
    const chunks = module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    providers.set(key, [...(providers.get(key) ?? []), ...chunks]);
  }
  return providers;
}

function chunkFiles(compilation: Compilation, chunks: Chunk[]): ChunkFiles {
  const files = new Set<string>();
  const consumes = new Set<string>();
  for (const chunk of chunks) {
    for (const file of chunk.files) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = consumedKey(module);
      if (key) consumes.add(key);
    }
  }
  return { ...splitByType(files), consumes: [...consumes].sort() };
}

function initialAssets(compilation: Compilation): InitialAssets {
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
      const key = consumedKey(module);
      queue.push(...((key && providers.get(key)) || []));
    }
  }
  return splitByType(files);
}

/** `./App` → `__federation_expose_App`, the chunk name the federation plugin gives an expose. */
const exposeChunkName = (expose: string) => `__federation_expose_${expose.replace(/^\.\//, '')}`;

function exposeFiles(compilation: Compilation, exposes: string[]): ExposeFiles {
  const result: ExposeFiles = { exposes: {}, shared: {} };
  for (const expose of exposes) {
    const group = compilation.namedChunkGroups.get(exposeChunkName(expose));
    if (!group) throw new Error(`no chunk group "${exposeChunkName(expose)}" for the expose ${expose}`);
    result.exposes[expose] = chunkFiles(compilation, [...group.chunks]);
  }
  const provided = providerChunks(compilation);
  for (const [key, chunks] of [...provided].sort(([a], [b]) => a.localeCompare(b))) {
    result.shared[key] = chunkFiles(compilation, chunks);
  }
  return result;
}

/** The public bundle's entry, relative to the shell's dist/ (the bundle is built into its PUBLIC_DIR). */
function publicEntry(compilation: Compilation): PublicEntry {
  const files = [...(compilation.entrypoints.get('public')?.getFiles() ?? [])];
  const entry = splitByType(files.map((f) => `${PUBLIC_DIR}/${f}`));
  if (entry.js.length === 0) throw new Error('the public build has no "public" entry script');
  return entry;
}

/** The file's name within this compilation's output, and its content. */
function firstLoadFile(compilation: Compilation, build: FirstLoad): [string, unknown] {
  switch (build.of) {
    case 'staff-app':
      return [INITIAL_ASSETS_JSON, initialAssets(compilation)];
    case 'remote':
      return [EXPOSE_FILES_JSON, exposeFiles(compilation, build.exposes)];
    case 'public-pages':
      return [path.posix.relative(PUBLIC_DIR, PUBLIC_ENTRY_JSON), publicEntry(compilation)];
  }
}

export class FirstLoadFilesPlugin {
  constructor(private readonly build: FirstLoad) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('FirstLoadFilesPlugin', (compilation) => {
      // After the chunk files got their final (content-hashed) names.
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const [file, content] = firstLoadFile(compilation, this.build);
          compilation.emitAsset(file, new sources.RawSource(JSON.stringify(content)));
        },
      );
    });
  }
}
