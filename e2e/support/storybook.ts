// The built Storybook (`storybook-static/`, `npm run build-storybook`) for the browser tests that
// go through every story: the accessibility gate (e2e/storybook-a11y.test.ts) and the visual
// regression of the stories (e2e/visual/stories.test.ts). A tiny static server on a free loopback
// port; one page per theme, switching stories through Storybook's channel, which is several times
// faster than loading the iframe again. Nothing touches the network.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from './paths.ts';

const STORYBOOK_DIR = path.join(REPO_ROOT, 'storybook-static');
const INDEX_FILE = path.join(STORYBOOK_DIR, 'index.json');
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
  tags?: string[];
}

/**
 * The tag of a story that moves focus when it mounts (a dialog open from the start): shown on a
 * freshly loaded page, because whether Chromium draws the focus ring after a story switch depends
 * on how the story before it was left.
 */
export const FRESH_PAGE_TAG = 'fresh-page';

export const storybookBuilt = () => existsSync(INDEX_FILE);
export const MISSING_STORYBOOK =
  `storybook-static/index.json is missing in ${REPO_ROOT}. Run \`npm run build-storybook\` first ` +
  '(the root `npm test` builds it before the e2e tests).';

export function readStories(): StoryEntry[] {
  const index = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

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

/** Serves `storybook-static/` on a free loopback port; close it with `server.close()`. */
export function serveStorybook(): Promise<{ server: Server; baseUrl: string }> {
  const dir = STORYBOOK_DIR;
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
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

export interface StoryPage {
  page: Page;
  /** Uncaught errors since the story was shown. */
  errors: string[];
}

/**
 * One open page per theme (a second, background tab would have its animation frames throttled).
 * `prepare` runs once on each new page before its first load (e.g. a fixed clock).
 */
export class StoryPages {
  private readonly pages = new Map<Theme, StoryPage>();

  constructor(
    private readonly context: BrowserContext,
    private readonly baseUrl: string,
    private readonly prepare: (page: Page) => Promise<void> = async () => {},
  ) {}

  /** Shows a story in a theme and waits for its whole render cycle (render, play, afterEach). */
  async show(theme: Theme, storyId: string): Promise<StoryPage> {
    for (const other of THEMES) if (other !== theme) await this.drop(other);
    let entry = this.pages.get(theme);
    if (entry) {
      entry.errors.length = 0;
      await entry.page.evaluate((id) => {
        const channel = (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, p: unknown) => void } }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    } else {
      const page = await this.context.newPage();
      entry = { page, errors: [] };
      const errors = entry.errors;
      page.on('pageerror', (error) => errors.push(error.message));
      await this.prepare(page);
      this.pages.set(theme, entry);
      // a11y.manual stops the a11y addon's own axe run: the tests run what they need themselves.
      const globals = `&globals=theme:${theme};a11y.manual:!true`;
      await page.goto(`${this.baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${globals}`);
    }
    await entry.page.waitForFunction((id) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { id?: string; phase?: string }[] } }
      ).__STORYBOOK_PREVIEW__;
      const renders = preview?.storyRenders ?? [];
      return (
        renders.length > 0 && renders.every((r) => r.id === id && (r.phase === 'finished' || r.phase === 'aborted'))
      );
    }, storyId);
    return entry;
  }

  /** Why the story shown did not render, or null. */
  static renderError(page: Page): Promise<string | null> {
    return page.evaluate(() =>
      document.body.classList.contains('sb-show-main')
        ? null
        : (document.querySelector('#error-message')?.textContent ?? 'the story did not render'),
    );
  }

  /** Closes a theme's page (after a failure, so one broken story cannot spoil the next). */
  async drop(theme: Theme): Promise<void> {
    const entry = this.pages.get(theme);
    this.pages.delete(theme);
    await entry?.page.close();
  }
}
