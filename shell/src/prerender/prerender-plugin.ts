// Build step of the shell's prerender build (shell/rspack.config.ts, target node): runs the
// bundle it emitted, renders the public pages and writes them with the CSS they need into
// `dist/prerendered.json`, which the gateway puts into the page it serves for those paths
// (docs/architecture.md "Loading at run time", docs/decisions/0470-prerendered-public-pages.md).
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { precompressFiles } from '../../../scripts/rspack/precompress-plugin.ts';
import { INITIAL_ASSETS_FILE, type InitialAssets } from './initial-assets-plugin.ts';
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
 * The stylesheets of the first load that a page needs: those styling one of its classes and
 * those without classes (the design tokens). Fails the build when a class of the markup is in
 * no stylesheet: the two builds would then have named the classes differently.
 */
function cssFor(page: PrerenderedPage, sheets: { css: string; classes: Set<string> }[]): string {
  const used = sheets.filter((s) => s.classes.size === 0 || page.classes.some((c) => s.classes.has(c)));
  const missing = page.classes.filter((c) => !used.some((s) => s.classes.has(c)));
  if (missing.length) {
    throw new Error(`prerender of ${page.path}: no stylesheet of the first load defines .${missing.join(', .')}`);
  }
  return used.map((s) => s.css).join('\n');
}

export class PrerenderPlugin {
  /** `distDir`: the browser build's output, where the pages and their stylesheets are. */
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path ?? compiler.outputPath, 'prerender.cjs');
      const load = createRequire(bundle);
      delete load.cache[bundle];
      const { renderPages } = load(bundle) as { renderPages: () => Promise<PrerenderedPage[]> };
      const assets = JSON.parse(await readFile(path.join(this.distDir, INITIAL_ASSETS_FILE), 'utf8')) as InitialAssets;
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
