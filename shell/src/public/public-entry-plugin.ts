// Build step of the public pages' bundle (shell/rspack.config.ts, "public"): names its entry's
// JS and CSS files, relative to the shell's dist/, in `dist/public/entry.json`. The gateway
// starts that script on a public page (gateway/src/http/shell-page.ts); the prerender step
// inlines that stylesheet, whole, into each page (docs/decisions/0536-public-pages-own-bundle.md).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { precompressFiles } from '../../../scripts/rspack/precompress-plugin.ts';

export const PUBLIC_DIR = 'public';
export const PUBLIC_ENTRY_FILE = 'entry.json';

export interface PublicEntry {
  /** Scripts of the entry, in order, e.g. `public/public.0123456789.js`. */
  js: string[];
  css: string[];
}

export class PublicEntryPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PublicEntryPlugin', async (compilation) => {
      const out = compilation.outputOptions.path ?? compiler.outputPath;
      const files = [...(compilation.entrypoints.get('public')?.getFiles() ?? [])].map((f) => `${PUBLIC_DIR}/${f}`);
      const entry: PublicEntry = {
        js: files.filter((f) => f.endsWith('.js')),
        css: files.filter((f) => f.endsWith('.css')),
      };
      if (entry.js.length === 0) throw new Error('the public build has no "public" entry script');
      const file = path.join(out, PUBLIC_ENTRY_FILE);
      await writeFile(file, JSON.stringify(entry));
      await precompressFiles([file]);
    });
  }
}
