// Accessibility gate for the design system: every Storybook story, in the light and the dark
// theme, is rendered in Debian Chromium and checked with axe-core. Any violation fails the run.
// Works on the already-built `storybook-static/` (the root `npm test` builds it first), served
// by a tiny static server on a free loopback port; nothing touches the network.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(repoRoot, 'storybook-static');
const indexFile = path.join(staticDir, 'index.json');
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

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

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
}

function readStories(): StoryEntry[] {
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

function serveStatic(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let filePath = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!filePath.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(filePath) && statSync(filePath).isDirectory()) filePath = path.join(filePath, 'index.html');
    if (!existsSync(filePath)) {
      // Chromium always asks for /favicon.ico; answer quietly.
      res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=3600',
    });
    createReadStream(filePath).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
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

if (!existsSync(indexFile)) {
  describe('Storybook accessibility', () => {
    it('needs the built Storybook', () => {
      expect.fail(
        `storybook-static/index.json is missing in ${repoRoot}. Run \`npm run build-storybook\` first ` +
          '(the root `npm test` builds it before the e2e tests).',
      );
    });
  });
} else {
  const stories = readStories();
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;
  let baseUrl: string;
  // One page per theme, reused across that theme's stories: switching stories through Storybook's channel is
  // several times faster than reloading the iframe. A page is dropped after any failure so one
  // broken story cannot spoil the next.
  const pages = new Map<Theme, { page: Page; errors: string[] }>();

  async function showStory(theme: Theme, storyId: string): Promise<{ page: Page; errors: string[] }> {
    for (const other of themes) if (other !== theme) await dropPage(other);
    let entry = pages.get(theme);
    if (entry) {
      entry.errors.length = 0;
      await entry.page.evaluate((id) => {
        const channel = (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, p: unknown) => void } }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    } else {
      const page = await context.newPage();
      entry = { page, errors: [] };
      const errors = entry.errors;
      page.on('pageerror', (error) => errors.push(error.message));
      pages.set(theme, entry);
      // a11y.manual stops the a11y addon's own axe run: this test runs axe itself.
      const globals = `&globals=theme:${theme};a11y.manual:!true`;
      await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${globals}`);
    }
    // Wait until Storybook has finished the story's whole render cycle (render, play, afterEach).
    await entry.page.waitForFunction((id) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { id?: string; phase?: string }[] } }
      ).__STORYBOOK_PREVIEW__;
      const renders = preview?.storyRenders ?? [];
      return (
        renders.length > 0 && renders.every((r) => r.id === id && (r.phase === 'finished' || r.phase === 'aborted'))
      );
    }, storyId);
    if (!(await entry.page.evaluate(() => 'axe' in window))) await entry.page.addScriptTag({ content: axeSource });
    return entry;
  }

  async function dropPage(theme: Theme) {
    const entry = pages.get(theme);
    pages.delete(theme);
    await entry?.page.close();
  }

  describe('Storybook accessibility (axe-core in Chromium)', () => {
    beforeAll(async () => {
      server = await serveStatic(staticDir);
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await launchBrowser();
      // Reduced motion: fade-in animations would otherwise make axe measure half-transparent text.
      context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1024, height: 768 } });
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });

    it('given the built Storybook, it lists stories to check', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    // Theme outer, story inner: one open page at a time (a second, background tab would have
    // its animation frames throttled, which slows Storybook's render cycle down).
    for (const theme of themes) {
      for (const story of stories) {
        it(`given story "${story.title} / ${story.name}" in the ${theme} theme, axe finds no violations`, async () => {
          let passed = false;
          try {
            const { page, errors } = await showStory(theme, story.id);
            const renderError = await page.evaluate(() =>
              document.body.classList.contains('sb-show-main')
                ? null
                : (document.querySelector('#error-message')?.textContent ?? 'the story did not render'),
            );
            expect(renderError, `story failed to render: ${renderError}`).toBeNull();
            expect(errors, 'uncaught errors in the story').toEqual([]);
            expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);

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
            if (!passed) await dropPage(theme);
          }
        }, 30_000);
      }
    }
  });
}
