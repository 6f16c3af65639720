// What outside testers saw on the built shell and teacher screens: the tab's title per screen,
// the router's console warnings on a first load, the change-password form's username for password
// managers, one heading scale, tiles of equal height, and the issue report's Hungarian file
// picker.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutMain } from '../support/app.ts';
import { openPage } from '../support/browser.ts';
import { DEMO, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

/** Console messages of the router (React Router logs its warnings with console.warn). */
function routerWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Matched leaf route|HydrateFallback/.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/** Opens `path` with a full page load and waits for its h1. */
async function load(page: Page, path: string, heading: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await h1.waitFor();
  return h1;
}

const SCREENS = [
  { path: '/', heading: 'Bejelentkezés', signedIn: false },
  { path: '/elfelejtett/jelszo', heading: 'Elfelejtett jelszó', signedIn: false },
  { path: '/app/szerep', heading: 'Szerepkör választása', signedIn: true },
  { path: '/app/jelszo', heading: 'Jelszó módosítása', signedIn: true },
  { path: '/app/hiba-jelentes', heading: 'Hibajelentés', signedIn: true },
  { path: '/app/nincs-ilyen', heading: 'Az oldal nem található', signedIn: true },
  { path: '/app/tanar', heading: 'Tanári kezdőlap', signedIn: true },
  { path: '/app/tanar/keres', heading: 'Szabadságkérelem', signedIn: true },
  { path: '/app/tanar/elozmenyek', heading: 'Szabadság előzmények', signedIn: true },
];

describe('shell and teacher screens: titles, warnings, headings', () => {
  it('given a first load of each screen, the tab is titled after it and the router warns of nothing', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const warnings = routerWarnings(w.page);
    try {
      for (const screen of SCREENS.filter((s) => !s.signedIn)) {
        await load(w.page, screen.path, screen.heading);
        expect(await w.page.title()).toBe(`${screen.heading} – Távollét`);
      }
      await signIn(w.page, DEMO.teacher);
      // /app itself only sends on (to the teacher home): a first load of it must not warn either.
      await w.page.goto('/app');
      await w.page.waitForURL((url) => url.pathname === '/app/tanar');
      for (const screen of SCREENS.filter((s) => s.signedIn)) {
        await load(w.page, screen.path, screen.heading);
        expect(await w.page.title(), screen.path).toBe(`${screen.heading} – Távollét`);
      }
      expect(warnings).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given the shell and the teacher pages, every page title has one size and the same top edge', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      const measured: { path: string; size: string; top: number }[] = [];
      for (const screen of SCREENS.filter((s) => s.signedIn && s.path.startsWith('/app/'))) {
        const h1 = await load(w.page, screen.path, screen.heading);
        const main = await layoutMain(w.page).boundingBox();
        const box = await h1.boundingBox();
        const size = await h1.evaluate((el) => getComputedStyle(el).fontSize);
        measured.push({ path: screen.path, size, top: Math.round(box!.y - main!.y) });
      }
      const first = measured[0]!;
      expect(measured).toEqual(measured.map((m) => ({ ...m, size: first.size, top: first.top })));
    } finally {
      await w.close();
    }
  });

  it('given the teacher home and the role chooser, the tiles of a row are equally tall', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 1100, height: 800 } });
    try {
      await signIn(w.page, DEMO.teacherHr);
      for (const path of ['/app/tanar', '/app/szerep']) {
        await w.page.goto(path);
        const tiles = layoutMain(w.page).locator('li > a');
        await tiles.first().waitFor();
        const boxes = await Promise.all((await tiles.all()).map((tile) => tile.boundingBox()));
        expect(boxes.length, path).toBeGreaterThanOrEqual(2);
        // Same row (same top), same height.
        expect(new Set(boxes.map((b) => Math.round(b!.y))).size, path).toBe(1);
        expect(new Set(boxes.map((b) => Math.round(b!.height))).size, path).toBe(1);
      }
    } finally {
      await w.close();
    }
  });

  it('given the change-password form, a hidden username field carries the e-mail for password managers', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await load(w.page, '/app/jelszo', 'Jelszó módosítása');
      const username = layoutMain(w.page).locator('form input[autocomplete="username"]');
      expect(await username.count()).toBe(1);
      expect(await username.inputValue()).toBe(DEMO.teacher);
      expect(await username.isVisible()).toBe(false);
    } finally {
      await w.close();
    }
  });

  it('given the issue report, the file picker is a Hungarian button and the input keeps its label', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await load(w.page, '/app/hiba-jelentes', 'Hibajelentés');
      const main = layoutMain(w.page);
      const button = main.getByText('Képek kiválasztása', { exact: true });
      await button.waitFor();
      await button.scrollIntoViewIfNeeded();
      // What lies on top where the Hungarian button shows is the file input, so a click there
      // lands on it; clicking it opens the file chooser.
      const input = main.getByLabel('Képernyőképek', { exact: true });
      const onTop = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit instanceof HTMLInputElement ? hit.type : hit?.tagName;
      });
      expect(onTop).toBe('file');
      const [chooser] = await Promise.all([w.page.waitForEvent('filechooser'), input.click()]);
      expect(chooser.isMultiple()).toBe(true);
      // The input is still named by its label and reachable by keyboard.
      await input.focus();
      expect(await input.evaluate((el) => el === document.activeElement && el.getAttribute('type'))).toBe('file');
      // The browser's English button text is nowhere on screen.
      expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    } finally {
      await w.close();
    }
  });
});
