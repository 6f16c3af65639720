// axe-core on every leaders screen in both themes (WCAG 2.x A/AA and best practices), in Chromium
// against the real gateway: both homes, both approval lists with their details, decision and bulk
// dialogs, the deputy's form with its teacher list open and its messages shown, and both
// statistics pages. Only the remote's own area and its dialogs are checked (the shell's frame is
// the shell's business).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_MAIN } from '../support/app.ts';
import { axe } from '../support/axe.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, fieldLabel } from '../support/session.ts';
import { approvalsTable, dialogNamed, signedInPage } from './leaders-support.ts';

const area = (base: string) => `${APP_MAIN} [data-remote-area="${base}"]`;

async function checkArea(page: Page, base: string) {
  expect(await axe(page, area(base))).toEqual([]);
}

async function openHome(page: Page, base: string) {
  await page.goto(base);
  await page.getByTestId('pending-count').or(page.getByText('Nincs jóváhagyandó kérelem.')).waitFor();
}

async function openStatistics(page: Page, base: string) {
  await page.goto(`${base}/statisztikak`);
  await page.locator(area(base)).getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function openApprovals(page: Page, base: string) {
  await page.goto(`${base}/jovahagyasok`);
  await page.getByText(/kérelem vár döntésre$/).waitFor();
}

describe('leaders area: accessibility', () => {
  const e2e = useGatewayAndBrowser();

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the principal's screens and dialogs`, async () => {
      const w = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.principal);
      const { page } = w;
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const base = '/app/igazgato';
        await openHome(page, base);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await checkArea(page, base);

        await openApprovals(page, base);
        await approvalsTable(page)
          .getByRole('button', { name: /^Részletek: / })
          .first()
          .click();
        const details = dialogNamed(page, 'Kérelem részletei');
        await details.getByText('Állapotváltozások').waitFor();
        await checkArea(page, base);
        expect(await axe(page, '[role="dialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await details.waitFor({ state: 'detached' });

        await approvalsTable(page)
          .getByRole('button', { name: /^Elutasítás: / })
          .first()
          .click();
        const reject = dialogNamed(page, 'Kérelem elutasítása');
        await reject.getByRole('button', { name: 'Elutasítás', exact: true }).click();
        await reject.getByText('Az elutasítás indokát kötelező megadni.').waitFor();
        expect(await axe(page, '[role="dialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await reject.waitFor({ state: 'detached' });

        await openStatistics(page, base);
        await checkArea(page, base);
      } finally {
        await w.close();
      }
    });

    it(`given the ${theme} theme, axe finds no violations on the deputy's screens, form and dialogs`, async () => {
      const w = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy);
      const { page } = w;
      try {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const base = '/app/igazgatohelyettes';
        await openHome(page, base);
        await checkArea(page, base);

        await openApprovals(page, base);
        await page.getByRole('checkbox', { name: 'Az összes kijelölése' }).check();
        await page.getByRole('button', { name: /^Kijelöltek jóváhagyása \(\d+\)$/ }).click();
        const bulk = dialogNamed(page, 'Kijelöltek jóváhagyása');
        await bulk.getByText(/^Biztosan jóváhagyod a kijelölt \d+ kérelmet\?$/).waitFor();
        await checkArea(page, base);
        expect(await axe(page, '[role="alertdialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await bulk.waitFor({ state: 'detached' });

        await page.goto(`${base}/uj-keres`);
        const teacher = page.getByRole('combobox', { name: fieldLabel('Tanár') });
        await teacher.waitFor();
        await page.getByRole('button', { name: 'Kérelem rögzítése' }).click();
        await page.getByText('Válaszd ki a tanárt.').waitFor();
        await teacher.fill('a');
        await page.getByRole('listbox').getByRole('option').first().waitFor();
        await checkArea(page, base);
        await teacher.press('Escape');

        await openStatistics(page, base);
        await checkArea(page, base);
      } finally {
        await w.close();
      }
    });
  }
});
