// axe-core on the HR screen in both themes (WCAG 2.x A/AA and best practices) with rows and the
// details dialog open, and the screen at 360 px: the filters fold under "Szűrők" and the rows are
// cards; in a box too narrow for its columns the table scrolls there, reachable by keyboard.
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn } from '../support/session.ts';
import { openHr } from './hr-support.ts';

describe('HR screen: accessibility and small screens', () => {
  const e2e = useGatewayAndBrowser();

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the list and the details dialog`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signIn(page, DEMO.hr);
        await openHr(page, 'statusz=benyujtva,elutasitva');
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await axe(page, '[data-remote="mfe_hr"]')).toEqual([]);
        await page
          .getByRole('button', { name: /^Részletek: / })
          .first()
          .click();
        await page.getByRole('dialog', { name: 'Kérelem részletei' }).getByText('Státusztörténet').waitFor();
        expect(await axe(page, '[role="dialog"]')).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it('given a 360 px wide screen, folds the filters and shows the rows as cards; a wider box that overflows is focusable', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await signIn(page, DEMO.hr);
      await openHr(page);
      const toggle = page.getByRole('button', { name: 'Szűrők', exact: true });
      const search = page.getByRole('searchbox', { name: 'Tanár neve' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await search.isVisible()).toBe(false);
      await toggle.click();
      await search.waitFor();
      await search.fill('kovacs');
      await page.waitForURL(/nev=kovacs/);
      // Cards: neither the page nor the table's box scrolls sideways, so the box is no tab stop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = page.getByRole('region', { name: 'Szabadságkérelmek' });
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
      expect(await box.getAttribute('tabindex')).toBe(null);
      // Reachable by keyboard while it scrolls, and only then (design-system use-scrollable-focus.ts):
      // at 1000 px the table layout is narrower than its columns.
      await page.setViewportSize({ width: 1000, height: 740 });
      await expect.poll(() => box.getAttribute('tabindex')).toBe('0');
      await page.setViewportSize({ width: 2400, height: 740 });
      await expect.poll(() => box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
      await expect.poll(() => box.getAttribute('tabindex')).toBe(null);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('link', { name: 'Export CSV' }).waitFor();
      expect(await page.getByRole('link', { name: 'Export CSV' }).isVisible()).toBe(true);
      expect(await axe(page, '[data-remote="mfe_hr"]')).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
