// Brotli and gzip copies beside every JS, CSS, HTML and JSON file a build writes, so the gateway
// sends static files without compressing anything per request (docs/architecture.md "Static hosting
// and caching"). Used by every app's build (rspack.shared.ts) and by the shell's prerender step for
// the files it writes itself.
import { writeFile } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text the browser downloads. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for each file; a copy that would not
 * be smaller is not written (the gateway then sends the file as it is).
 */
export async function precompressFiles(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}

/** After each emit: compresses the files this compilation emitted. */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name))
        .map((name) => path.join(out, name));
      await precompressFiles(files);
    });
  }
}
