// Visual regression of the built app (docs/architecture.md "Tests"): the key screens with the
// production CSS, in both themes at 1280 px and 360 px, compared with e2e/visual/baselines/app/.
// The gateway runs on a shifted clock
// (support/shifted-clock.mjs) so the demo school is seeded around the same "today" on every run,
// the browser's clock is fixed to the same instant, animations and the caret are off and fonts are
// loaded before each screenshot. The login screen is taken with a failed login's error alert, so a
// tone that loses its colours fails here.
// Update on purpose: UPDATE_SNAPSHOTS=1 npx vitest run --config e2e/vitest.config.ts e2e/visual/app-screens
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin/admin-support.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { DEMO, fieldLabel, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { FIXED_NOW, settle } from '../support/stable-page.ts';
import { matchBaseline } from '../support/visual.ts';

const e2e = useGatewayAndBrowser(() => ({
  CLOCK_START: FIXED_NOW.toISOString(),
  NODE_OPTIONS:
    `${process.env['NODE_OPTIONS'] ?? ''} --import=${path.join(REPO_ROOT, 'e2e', 'support', 'shifted-clock.mjs')}`.trim(),
}));

/** Long lists are cut here: the top of a screen shows its layout, more would only weigh down the baselines. */
const MAX_HEIGHT = 1600;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

interface Screen {
  name: string;
  /** Signs in (through the API) and opens the screen until its content is on it. */
  open: (page: Page) => Promise<void>;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

const SCREENS: Screen[] = [
  {
    name: 'login-failed',
    open: async (page) => {
      await page.goto('/');
      await page.getByLabel(fieldLabel('E-mail cím')).fill('senki@demo.iskola.hu');
      await page.getByLabel(fieldLabel('Jelszó')).fill('rossz-jelszo-123');
      await page.getByRole('button', { name: 'Belépés' }).click();
      await page.getByRole('alert').filter({ hasText: 'Hibás e-mail cím vagy jelszó.' }).waitFor();
      // The button keeps the focus after the click; the ring is not what this screenshot is about.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    },
  },
  {
    name: 'teacher-request',
    open: async (page) => {
      await signIn(page, DEMO.teacher);
      await page.goto('/app/tanar/keres');
      await h1(page, 'Szabadságkérelem');
      await page.getByRole('heading', { name: 'Mentett piszkozatok' }).waitFor();
    },
  },
  {
    name: 'teacher-history',
    open: async (page) => {
      await signIn(page, DEMO.teacher);
      await page.goto('/app/tanar/elozmenyek');
      await page.getByText(/^\d+ \/ \d+ kérelem$/).waitFor();
    },
  },
  {
    name: 'deputy-approvals',
    open: async (page) => {
      await signIn(page, DEMO.deputy);
      await page.goto('/app/igazgatohelyettes/jovahagyasok');
      await page.getByText(/kérelem vár döntésre$/).waitFor();
    },
  },
  {
    name: 'hr-list',
    open: async (page) => {
      await signIn(page, DEMO.hr);
      await page.goto('/app/hr');
      await page.getByRole('link', { name: 'Export CSV' }).waitFor();
    },
  },
  {
    name: 'admin-users',
    open: async (page) => {
      await signInAdmin(page);
      await page.goto('/admin/felhasznalok');
      await h1(page, 'Felhasználók');
      await page.getByRole('table', { name: 'Felhasználók' }).getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: 'admin-calendar',
    open: async (page) => {
      await signInAdmin(page);
      await page.goto('/admin/tanev-napok');
      await h1(page, 'Tanév napjai');
      await page.getByRole('grid').locator('[data-date]').first().waitFor();
    },
  },
];

/** Nothing loading any more: no request in flight, nothing marked busy. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

describe('visual regression of the built app (Chromium screenshots against baselines)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const screen of SCREENS) {
      it(`given the ${screen.name} screen in the ${theme} theme, it looks as in its baselines at 1280 px and 360 px`, async () => {
        const context = await e2e.browser.newContext({
          baseURL: e2e.gateway.url,
          viewport: WIDTHS[0],
          reducedMotion: 'reduce',
          locale: 'hu-HU',
          timezoneId: 'Europe/Budapest',
        });
        try {
          const page = await context.newPage();
          await page.clock.setFixedTime(FIXED_NOW);
          await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
          await screen.open(page);
          expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
          const failures: string[] = [];
          for (const viewport of WIDTHS) {
            await page.setViewportSize(viewport);
            await quiet(page);
            await settle(page);
            const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
            const png = await page.screenshot({
              fullPage: true,
              clip: { x: 0, y: 0, width: viewport.width, height },
              animations: 'disabled',
              caret: 'hide',
            });
            const { failure } = await matchBaseline('app', `${screen.name}--${theme}--${viewport.width}`, png);
            if (failure) failures.push(`${viewport.width} px: ${failure}`);
          }
          expect(failures, `${screen.name} (${theme})`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
