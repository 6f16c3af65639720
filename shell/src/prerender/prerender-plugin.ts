// Build step of the shell's Node build (shell/rspack.config.ts): runs the prerender bundle it
// emitted, renders the public pages and writes them with the CSS they need into
// `dist/prerendered.json`, which the gateway puts into the page it serves for those paths
// (docs/architecture.md "Loading at run time").
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import {
  PRERENDERED_JSON,
  PUBLIC_ENTRY_JSON,
  type PrerenderedPages,
  type PublicEntry,
} from '@tavollet/contract/build-output';
import { precompressFiles } from '../../../scripts/rspack/precompress-plugin.ts';
import type { RenderedPage } from './pages.ts';

/** Class selectors of a stylesheet (`.abc`, never a number like `.5rem`). */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * The public bundle's stylesheets, all of them (~3 KB compressed): inline in the page, so no state
 * the page reaches later (an error, a spinner) waits for a stylesheet. Fails the build when a
 * class of the markup is in none: the two builds would then have named the classes differently.
 */
function cssFor(page: RenderedPage, sheets: { css: string; classes: Set<string> }[]): string {
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
      const { renderPages } = load(bundle) as { renderPages: () => Promise<RenderedPage[]> };
      const assets = JSON.parse(await readFile(path.join(this.distDir, PUBLIC_ENTRY_JSON), 'utf8')) as PublicEntry;
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
      const file = path.join(this.distDir, PRERENDERED_JSON);
      await writeFile(file, JSON.stringify({ pages } satisfies PrerenderedPages));
      await precompressFiles([file]);
    });
  }
}
