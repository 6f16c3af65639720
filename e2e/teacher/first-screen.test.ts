// A signed-in teacher's first screen, rendered by the gateway with the built renderers
// (gateway/src/pages/first-screen.ts): on screen before any script runs,
// not usable until the app takes its place, and the app's screen is the same one (the markup
// compared element by element and the screenshots pixel by pixel, at desktop and phone width, on
// the request form and on a filtered history). The screen's first answers come with the page: no request asks for them again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, type WatchedPage } from '../support/browser.ts';
import { DEMO, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { changedPixels } from '../support/visual.ts';

const e2e = useGatewayAndBrowser();

async function teacherPage(viewport = { width: 1280, height: 800 }): Promise<WatchedPage> {
  const watched = await openPage(e2e.browser, e2e.gateway.url, { viewport });
  await signIn(watched.page, DEMO.teacher);
  return watched;
}

/**
 * An element tree as the accessibility tree sees it: tags, the attributes that name or state
 * something, and text. Left out: classes (a design-system component the shell provides has the
 * shell's class names in the app, its remote copy's in the server render, styled alike: the
 * screenshots compare what they look like), the generated ids (the server's and the browser's
 * useId differ; both name their own pairs consistently), and what React writes as a property in
 * the browser but as an attribute on the server (`selected`, an empty `style`).
 */
function canonicalTree(rootSelector: string): string {
  const root = document.querySelector(rootSelector);
  if (!root) throw new Error(`${rootSelector} is missing`);
  const skip = new Set([
    'class',
    'id',
    'for',
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'selected',
    'style',
  ]);
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text) lines.push(`${' '.repeat(depth)}"${text}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attrs = [...node.attributes]
      .filter((a) => !skip.has(a.name))
      .map((a) => `${a.name}=${a.value}`)
      .sort()
      .join(' ');
    lines.push(`${' '.repeat(depth)}<${node.localName} ${attrs}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  for (const child of root.childNodes) walk(child, 0);
  return lines.join('\n');
}

interface Screen {
  tree: string;
  png: Buffer;
}

/** The first screen as served, seen with every script held back. */
async function servedFirstScreen(page: Page, url: string): Promise<Screen> {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url);
  await page.locator('#first-screen table').first().waitFor();
  const tree = await page.evaluate(canonicalTree, '#first-screen');
  const png = await page.screenshot({ fullPage: true });
  await page.unroute(/\.js(\?|$)/);
  return { tree, png };
}

/** The app's own screen once it has taken the first screen's place. */
async function appScreen(page: Page, url: string): Promise<Screen> {
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById('first-screen') && document.querySelector('#root table'));
  // The page title and fonts settle in the same frame; nothing animates on these screens.
  return { tree: await page.evaluate(canonicalTree, '#root'), png: await page.screenshot({ fullPage: true }) };
}

describe("a teacher's first screen from the gateway", () => {
  it('given every script held back, shows the quota table with the teacher’s figures, titled, and not usable', async () => {
    const { page, close } = await teacherPage();
    try {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/app/tanar/keres');
      const table = page.locator('#first-screen table', { hasText: 'Függőben' });
      await expect(table.isVisible()).resolves.toBe(true);
      // The demo teacher's figures, as the API gives them.
      const data = (await (await page.request.get('/api/user/teacher/getdata')).json()) as {
        szabadsagKeretek: Record<string, number>;
      };
      const row = table.locator('tbody tr', { hasText: 'Rendes szabadság' });
      await expect(row.textContent()).resolves.toContain(String(data.szabadsagKeretek.rendes_szabadsag_keret));
      expect(await page.title()).toBe('Szabadságkérelem – Távollét');
      expect(await page.locator('#first-screen').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
      expect(await page.locator('#root').count()).toBe(0);
      // The header and menu of the role are there too.
      await expect(page.locator('#first-screen nav').textContent()).resolves.toContain('Előzmények');
    } finally {
      await close();
    }
  });

  for (const { viewport, theme } of [
    { viewport: { width: 1280, height: 800 }, theme: 'light' },
    { viewport: { width: 360, height: 740 }, theme: 'dark' },
  ]) {
    it(`given the app, it takes the first screen's place with the same screen, at ${viewport.width} px in the ${theme} theme`, async () => {
      const { page, close, consoleErrors, reset } = await teacherPage(viewport);
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const served = await servedFirstScreen(page, '/app/tanar/keres');
        // The scripts held back above were logged as failed loads.
        reset();
        const app = await appScreen(page, '/app/tanar/keres');
        expect(served.tree.split('\n').length).toBeGreaterThan(100);
        expect(app.tree).toBe(served.tree);
        expect(await changedPixels(served.png, app.png)).toBe(0);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('given a filtered, sorted history link, the first screen shows the same filtered rows as the app', async () => {
    const { page, close } = await teacherPage();
    try {
      const url = '/app/tanar/elozmenyek?statusz=jovahagyva&rendezes=start&irany=novekvo';
      const served = await servedFirstScreen(page, url);
      const app = await appScreen(page, url);
      expect(app.tree).toBe(served.tree);
      expect(await changedPixels(served.png, app.png)).toBe(0);
      expect(served.tree).toContain('"Jóváhagyva"');
    } finally {
      await close();
    }
  });

  it('given a cold load, the session check and the screen’s data come with the page: neither is asked for', async () => {
    const { page, close, requests, consoleErrors } = await teacherPage();
    try {
      await appScreen(page, '/app/tanar/keres');
      expect(requests.filter((r) => r.startsWith('/api/'))).toEqual([]);
      // The app works: a field takes input and the working-day preview asks the server.
      await page.getByLabel(/^Mettől/).fill('2030-03-04');
      await page.getByLabel(/^Meddig/).fill('2030-03-05');
      await page.getByText(/munkanap \(\d+ naptári nap\)/).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('given a remote that cannot be downloaded, its error panel takes the first screen’s place', async () => {
    const { page, close } = await teacherPage();
    try {
      await page.route('**/remotes/mfe-teacher/remoteEntry.js', (route) => route.abort());
      await page.goto('/app/tanar/keres');
      await page.locator('[data-remote-error="mfe_teacher"]').waitFor();
      expect(await page.locator('#first-screen').count()).toBe(0);
      await expect(page.getByRole('button', { name: 'Újrapróbálás' }).isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});
