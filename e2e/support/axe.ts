// axe-core in the page (WCAG 2.x A/AA and best practices), evaluated through the DevTools
// protocol because the gateway's CSP forbids inline scripts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules about the whole page; a check of one part of it (a remote's area, a dialog) skips them. */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

export interface AxeViolation {
  id: string;
  help: string;
  nodes: string[];
}

/** The violations inside `selector` (default: the whole page, with the page-level rules). */
export async function axe(page: Page, selector = 'html'): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(
    async ([sel, options]) => {
      type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
      const runner = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<Result> } }).axe;
      const result = await runner.run({ include: [[sel]] }, options);
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [
      selector,
      {
        runOnly: { type: 'tag', values: AXE_TAGS },
        rules: selector === 'html' ? {} : Object.fromEntries(PAGE_RULES.map((r) => [r, { enabled: false }])),
      },
    ] as const,
  );
}
