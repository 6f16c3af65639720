// A reload in the dark theme on a slow line never paints a white frame: with every script and
// stylesheet held back, the page already has the dark theme's background from the colours inlined
// in index.html.
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

/** What the first frames show: the canvas colour comes from the root element's background. */
async function firstFrame(theme: 'light' | 'dark') {
  const { page, close } = await openPage(e2e.browser, e2e.gateway.url);
  try {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    // A throttled line: scripts and stylesheets arrive 3 s late.
    await page.route(/\.(js|css)(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue().catch(() => undefined);
    });
    // Not 'domcontentloaded': it waits for the page's deferred scripts, which are held back.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#root').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    return await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.documentElement).backgroundColor,
      styledByApp: document.styleSheets.length > 1,
    }));
  } finally {
    await close();
  }
}

describe('the first frame before scripts and stylesheets arrive', () => {
  it('is dark in the dark theme', async () => {
    expect(await firstFrame('dark')).toEqual({ theme: 'dark', background: 'rgb(15, 20, 25)', styledByApp: false });
  });

  it('is the light page colour in the light theme', async () => {
    expect(await firstFrame('light')).toEqual({ theme: 'light', background: 'rgb(243, 245, 247)', styledByApp: false });
  });
});
