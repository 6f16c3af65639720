// The shell's own screens under axe-core in both themes, and at 360 px without sideways scrolling
// (docs/architecture.md "Tests"). Remote areas have their own accessibility tests; the frame
// around them is checked here.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { axe } from '../support/axe.ts';
import { DEMO, fieldLabel, openUserMenu, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Screen {
  name: string;
  as: string | null;
  path: string;
  /** Puts the screen into an interesting state (errors shown, thumbnails, open menu). */
  prepare?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'login with an error',
    as: null,
    path: '/',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Belépés' }).click();
      await page.getByText('Az e-mail cím megadása kötelező.').waitFor();
    },
  },
  { name: 'forgotten password', as: null, path: '/elfelejtett/jelszo' },
  { name: 'set password without a token', as: null, path: '/beallitas/jelszo' },
  { name: 'role chooser', as: DEMO.teacherHr, path: '/app/szerep' },
  {
    name: 'change password with errors',
    as: DEMO.teacher,
    path: '/app/jelszo',
    prepare: async (page) => {
      await page.locator('main').getByRole('button', { name: 'Jelszó módosítása' }).click();
      await page.getByText('Az új jelszó legyen legalább 8 karakter hosszú.').waitFor();
    },
  },
  {
    name: 'issue report with a thumbnail and the user menu open',
    as: DEMO.teacherHr,
    path: '/app/hiba-jelentes',
    prepare: async (page) => {
      await page.getByLabel(fieldLabel('Tárgy')).fill('Teszt');
      await page.getByLabel('Képernyőképek').setInputFiles([{ name: 'kep.png', mimeType: 'image/png', buffer: PNG }]);
      await page.getByRole('img', { name: 'kep.png' }).waitFor();
      await openUserMenu(page);
      await page.getByRole('link', { name: 'Szerepváltás' }).waitFor();
    },
  },
];

async function open(page: Page, screen: Screen) {
  if (screen.as) await signIn(page, screen.as);
  await page.goto(screen.path);
  await page.locator('h1').first().waitFor();
  await screen.prepare?.(page);
}

describe('shell screens: accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the shell's screens`, async () => {
      const found: Record<string, unknown> = {};
      for (const screen of SCREENS) {
        const w = await openPage(e2e.browser, e2e.gateway.url);
        try {
          await w.page.addInitScript((t) => localStorage.setItem('theme', t), theme);
          await w.page.emulateMedia({ reducedMotion: 'reduce' });
          await open(w.page, screen);
          expect(await w.page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          const violations = await axe(w.page);
          if (violations.length) found[screen.name] = violations;
        } finally {
          await w.close();
        }
      }
      expect(found).toEqual({});
    });
  }

  it('given a 360 px wide screen, no shell screen scrolls sideways', async () => {
    const wide: Record<string, number> = {};
    for (const screen of SCREENS) {
      const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
      try {
        await open(w.page, screen);
        const width = await w.page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) wide[screen.name] = width;
      } finally {
        await w.close();
      }
    }
    expect(wide).toEqual({});
  });
});
