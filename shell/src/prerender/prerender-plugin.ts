// Build step of the shell's prerender build (shell/rspack.config.ts, target node): runs the
// bundle it emitted, renders the public pages and writes them with the CSS they need into
// `dist/prerendered.json`, which the gateway puts into the page it serves for those paths
// (docs/architecture.md "Loading at run time", docs/decisions/0470-prerendered-public-pages.md).
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { precompressFiles } from '../../../scripts/rspack/precompress-plugin.ts';
import { PUBLIC_DIR, PUBLIC_ENTRY_FILE, type PublicEntry } from '../public/public-entry-plugin.ts';
import type { PrerenderedPage } from './pages.ts';

export const PRERENDERED_FILE = 'prerendered.json';

/** What the gateway reads: each page's markup, title and inline CSS. */
export interface PrerenderedFile {
  pages: (Omit<PrerenderedPage, 'classes'> & { css: string })[];
}

/** Class selectors of a stylesheet (`.abc`, never a number like `.5rem`). */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * The public bundle's stylesheets, all of them (~3 KB compressed): inline in the page, so no state
 * the page reaches later (an error, a spinner) waits for a stylesheet. Fails the build when a
 * class of the markup is in none: the two builds would then have named the classes differently.
 */
function cssFor(page: PrerenderedPage, sheets: { css: string; classes: Set<string> }[]): string {
  const missing = page.classes.filter((c) => !sheets.some((s) => s.classes.has(c)));
  if (missing.length) {
    throw new Error(`prerender of ${page.path}: no stylesheet of the public bundle defines .${missing.join(', .')}`);
  }
  return sheets.map((s) => s.css).join('\n');
}

export class PrerenderPlugin {
  /** `distDir`: the shell's dist/, where the pages go and the public bundle's stylesheets are. */
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path ?? compiler.outputPath, 'prerender.cjs');
      const load = createRequire(bundle);
      delete load.cache[bundle];
      const { renderPages } = load(bundle) as { renderPages: () => Promise<PrerenderedPage[]> };
      const assets = JSON.parse(
        await readFile(path.join(this.distDir, PUBLIC_DIR, PUBLIC_ENTRY_FILE), 'utf8'),
      ) as PublicEntry;
      const sheets = await Promise.all(
        assets.css.map(async (file) => {
          const css = await readFile(path.join(this.distDir, file), 'utf8');
          return { css, classes: classesOf(css) };
        }),
      );
      const pages = (await renderPages()).map(({ classes: _classes, ...page }) => ({
        ...page,
        css: cssFor({ ...page, classes: _classes }, sheets),
      }));
      const file = path.join(this.distDir, PRERENDERED_FILE);
      await writeFile(file, JSON.stringify({ pages } satisfies PrerenderedFile));
      await precompressFiles([file]);
    });
  }
}
