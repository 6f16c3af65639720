// Visual regression of every Storybook story in both themes (docs/architecture.md "Tests"):
// components and foundations at 800 px, the screens at 1280 px and 360 px, compared with
// e2e/visual/baselines/stories/. The clock is fixed, animations
// and the caret are off and fonts are loaded before each screenshot; `[data-visual-mask]` regions
// (the build's commit) are painted over; the components' Docs pages (autodocs text) are not stories and are left out. Update on purpose: UPDATE_SNAPSHOTS=1 npm run test:visual
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import {
  FRESH_PAGE_TAG,
  MISSING_STORYBOOK,
  readStories,
  serveStorybook,
  storybookBuilt,
  StoryPages,
  THEMES,
  type StoryEntry,
} from '../support/storybook.ts';
import { FIXED_NOW, settle } from '../support/stable-page.ts';
import { matchBaseline } from '../support/visual.ts';

const COMPONENT_VIEWPORT = { width: 800, height: 600 };
const SCREEN_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

const viewportsOf = (story: StoryEntry) =>
  story.title.startsWith('Screens/') ? SCREEN_VIEWPORTS : [COMPONENT_VIEWPORT];

if (!storybookBuilt()) {
  describe('Storybook visual regression', () => {
    it('needs the built Storybook', () => {
      expect.fail(MISSING_STORYBOOK);
    });
  });
} else {
  const stories = readStories();
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;
  let pages: StoryPages;

  describe('Storybook visual regression (Chromium screenshots against baselines)', () => {
    beforeAll(async () => {
      const served = await serveStorybook();
      server = served.server;
      browser = await launchBrowser();
      context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: COMPONENT_VIEWPORT,
        locale: 'hu-HU',
        timezoneId: 'Europe/Budapest',
      });
      pages = new StoryPages(context, served.baseUrl, (page: Page) => page.clock.setFixedTime(FIXED_NOW));
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });

    for (const theme of THEMES) {
      for (const story of stories) {
        for (const viewport of viewportsOf(story)) {
          const suffix = viewport === COMPONENT_VIEWPORT ? '' : ` at ${viewport.width} px`;
          it(`given story "${story.title} / ${story.name}" in the ${theme} theme${suffix}, it looks as in its baseline`, async () => {
            let passed = false;
            try {
              if (story.tags?.includes(FRESH_PAGE_TAG)) await pages.drop(theme);
              const { page, errors } = await pages.show(theme, story.id);
              await page.setViewportSize(viewport);
              expect(await StoryPages.renderError(page)).toBeNull();
              expect(errors, 'uncaught errors in the story').toEqual([]);
              // A running spinner was caught a few pixels off its start once even with `animations:
              // 'disabled'` (which cancels infinite animations only as the screenshot starts).
              await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; }' });
              await settle(page);
              const png = await page.screenshot({
                fullPage: true,
                animations: 'disabled',
                caret: 'hide',
                mask: [page.locator('[data-visual-mask]')],
              });
              const name = `${story.id}--${theme}${viewport === COMPONENT_VIEWPORT ? '' : `--${viewport.width}`}`;
              const { failure } = await matchBaseline('stories', name, png);
              expect(failure, `${story.id} (${theme}${suffix})`).toBeNull();
              passed = true;
            } finally {
              if (!passed) await pages.drop(theme);
            }
          }, 30_000);
        }
      }
    }
  });
}
