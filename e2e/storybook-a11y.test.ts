// Accessibility gate for the design system: every Storybook story (components, foundations and
// screens), in the light and the dark theme, is rendered in Debian Chromium and checked with
// axe-core. Any violation fails the run. Works on the already-built `storybook-static/` (the root
// `npm test` builds it first), served on a free loopback port (support/storybook.ts).
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  MISSING_STORYBOOK,
  readStories,
  serveStorybook,
  storybookBuilt,
  StoryPages,
  THEMES,
} from './support/storybook.ts';

// Rules about whole pages (landmarks, one h1) do not apply to a component shown alone.
const AXE_OPTIONS = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  rules: {
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `      at ${n.target.join(' ')}\n        ${n.failureSummary.replace(/\n/g, '\n        ')}`)
        .join('\n');
      return `  - [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

if (!storybookBuilt()) {
  describe('Storybook accessibility', () => {
    it('needs the built Storybook', () => {
      expect.fail(MISSING_STORYBOOK);
    });
  });
} else {
  const stories = readStories();
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;
  let pages: StoryPages;

  describe('Storybook accessibility (axe-core in Chromium)', () => {
    beforeAll(async () => {
      const served = await serveStorybook();
      server = served.server;
      browser = await launchBrowser();
      // Reduced motion: fade-in animations would otherwise make axe measure half-transparent text.
      context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1024, height: 768 } });
      pages = new StoryPages(context, served.baseUrl);
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });

    it('given the built Storybook, it lists stories to check', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    // Theme outer, story inner: one open page at a time.
    for (const theme of THEMES) {
      for (const story of stories) {
        it(`given story "${story.title} / ${story.name}" in the ${theme} theme, axe finds no violations`, async () => {
          let passed = false;
          try {
            const { page, errors } = await pages.show(theme, story.id);
            const renderError = await StoryPages.renderError(page);
            expect(renderError, `story failed to render: ${renderError}`).toBeNull();
            expect(errors, 'uncaught errors in the story').toEqual([]);
            expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
            if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });

            // Let effects (toasts, focus) settle for two frames before measuring.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            const violations = await page.evaluate(async (options) => {
              const axe = (
                window as unknown as {
                  axe: { run: (ctx: Document, o: unknown) => Promise<{ violations: AxeViolation[] }> };
                }
              ).axe;
              const result = await axe.run(document, options);
              return result.violations.map((v) => ({
                id: v.id,
                impact: v.impact,
                help: v.help,
                helpUrl: v.helpUrl,
                nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
              }));
            }, AXE_OPTIONS);
            expect(violations, `axe violations in ${story.id} (${theme}):\n${describeViolations(violations)}`).toEqual(
              [],
            );
            passed = true;
          } finally {
            if (!passed) await pages.drop(theme);
          }
        }, 30_000);
      }
    }
  });
}
