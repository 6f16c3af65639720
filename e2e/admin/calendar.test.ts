// The school-year calendar in a real browser against the real gateway (admin-area.md §2
// "/admin/tanev-napok", §5 "Day CSV (school-year screen check)", "Day edit", §7 "School-year
// calendar"): a teacher's working day marked as a holiday changes the working days the teacher's
// request form counts, the template downloaded and imported, the active period saved, axe in both
// themes with a day open, and the screen at 360 px.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage, type WatchedPage } from '../support/browser.ts';
import { DEMO, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { requestForm } from '../teacher/teacher-support.ts';
import { openAdminPage, overflowsSideways, signInAdmin, withTheme } from './admin-support.ts';

const e2e = useGatewayAndBrowser();

async function openCalendar(w: WatchedPage): Promise<void> {
  await signInAdmin(w.page);
  await openAdminPage(w.page, 'tanev-napok', 'Tanév napjai');
  await w.page.getByRole('grid').waitFor();
}

/** Shows `ev`-`honap` with the month and year jump; waits for its heading. */
async function showMonth(page: Page, ev: number, honap: number, name: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Naptár' });
  await card.getByLabel('Év', { exact: true }).selectOption(String(ev));
  await card.getByLabel('Hónap', { exact: true }).selectOption(String(honap));
  await card.getByRole('heading', { name }).waitFor();
}

const cell = (page: Page, datum: string) => page.locator(`[role="grid"] [data-date="${datum}"]`);

/** A Tuesday–Wednesday of March 2027 that the demo calendar counts as two working days. */
async function twoWorkingDays(page: Page): Promise<{ mettol: string; meddig: string }> {
  for (const [mettol, meddig] of [
    ['2027-03-09', '2027-03-10'],
    ['2027-03-23', '2027-03-24'],
    ['2027-03-02', '2027-03-03'],
  ] as const) {
    const answer = await page.request.get(`/api/user/teacher/workingdays?mettol=${mettol}&meddig=${meddig}`);
    if (((await answer.json()) as { munkanapok_szama: number }).munkanapok_szama === 2) return { mettol, meddig };
  }
  throw new Error('no two working days found in March 2027');
}

/** The teacher's form's count for the range, as the teacher reads it. */
async function formCount(page: Page, mettol: string, meddig: string, text: string): Promise<void> {
  await page.goto('/app/tanar/keres');
  const f = requestForm(page);
  await f.type.waitFor();
  await f.type.selectOption({ label: 'Rendes szabadság' });
  await f.from.fill(mettol);
  await f.to.fill(meddig);
  await page.getByText(text).waitFor();
}

describe('admin school-year calendar', () => {
  it("marking a teacher's working day as a holiday: the teacher's request form then counts one working day fewer", async () => {
    const teacher = await openPage(e2e.browser, e2e.gateway.url);
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(teacher.page, DEMO.teacher);
      const { mettol, meddig } = await twoWorkingDays(teacher.page);
      await formCount(
        teacher.page,
        mettol,
        meddig,
        'A választott időszak 2 munkanap (2 naptári nap) az iskolai naptár szerint.',
      );

      await openCalendar(w);
      await showMonth(w.page, 2027, 3, '2027. március');
      await cell(w.page, meddig).click();
      const panel = w.page.getByTestId('day-editor');
      await panel.getByLabel('Naptípus').selectOption('s');
      await panel.getByLabel('Megjegyzés').fill('Rendkívüli szünet');
      await panel.getByRole('button', { name: 'Mentés' }).click();
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => cell(w.page, meddig).getAttribute('data-type')).toBe('s');
      expect(await cell(w.page, meddig).textContent()).toContain('megjegyzés: Rendkívüli szünet');

      await formCount(
        teacher.page,
        mettol,
        meddig,
        'A választott időszak 1 munkanap (2 naptári nap) az iskolai naptár szerint.',
      );
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await Promise.all([w.close(), teacher.close()]);
    }
  });

  it('downloads napok_template.csv, checks it, imports it and shows its three days', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openCalendar(w);
      const panel = page.getByRole('region', { name: 'Naptípusok importja' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Sablon letöltése (napok_template.csv)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('napok_template.csv');
      const file = (await download.path())!;
      expect(await readFile(file, 'utf8')).toBe(
        '\uFEFFdatum,naptipus,megjegyzes\r\n01/01/2025,s,\r\n02/01/2025,m,\r\n03/01/2025,t,\r\n',
      );

      await panel.getByLabel('CSV fájl').setInputFiles({
        name: 'napok_template.csv',
        mimeType: 'text/csv',
        buffer: await readFile(file),
      });
      await panel.getByRole('button', { name: 'Csak ellenőrzés' }).click();
      await panel.getByText('CSV formátum rendben — 3 sor ellenőrizve.').waitFor();
      expect(w.requests.some((u) => u.startsWith('/api/admin/createbulkdays'))).toBe(false);

      await panel.getByLabel('CSV fájl').setInputFiles({
        name: 'napok_template.csv',
        mimeType: 'text/csv',
        buffer: await readFile(file),
      });
      await panel.getByRole('button', { name: 'Importálás' }).click();
      await panel.getByText('Sikeres import.').waitFor();
      await showMonth(page, 2025, 1, '2025. január');
      await expect.poll(() => cell(page, '2025-01-01').getAttribute('data-type')).toBe('s');
      expect(await cell(page, '2025-01-02').getAttribute('data-type')).toBe('m');
      expect(await cell(page, '2025-01-03').getAttribute('data-type')).toBe('t');
      expect(await cell(page, '2025-01-06').getAttribute('data-type')).toBe('none');
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('saves the active period and shows it in Hungarian dates', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openCalendar(w);
      const card = page.getByRole('region', { name: 'Naptípusok időszak' });
      await card.getByLabel('Kezdő dátum').fill('2027-09-01');
      await card.getByLabel('Záró dátum').fill('2027-08-31');
      await card.getByText('A kezdő dátum nem lehet későbbi, mint a záró dátum.').waitFor();
      expect(await card.getByRole('button', { name: 'Időszak mentése' }).isDisabled()).toBe(true);
      await card.getByLabel('Záró dátum').fill('2028-06-30');
      await card.getByRole('button', { name: 'Időszak mentése' }).click();
      await card.getByText('Az aktív időszak mentve.').waitFor();
      await card.getByText('2027. 09. 01. – 2028. 06. 30.').first().waitFor();
      const stored = (await (await page.request.get('/api/admin/getactiveperiod')).json()) as unknown;
      expect(stored).toEqual({ data: { megnyitva_tol: '2027-09-01', megnyitva_ig: '2028-06-30' } });
    } finally {
      await w.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the page, with a day open and in the delete dialog`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await withTheme(page, theme);
        await openCalendar(w);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await page.locator('[role="grid"] [data-type="t"]').first().waitFor();
        expect(await axe(page)).toEqual([]);
        await page.locator('[role="grid"] [data-type="t"]').first().click();
        await page.getByTestId('day-editor').waitFor();
        expect(await axe(page)).toEqual([]);
        const opener = page.getByRole('button', { name: 'Időszak törlése' });
        await opener.click();
        await page.getByRole('alertdialog', { name: 'Aktív időszak törlése' }).waitFor();
        expect(await axe(page, '[role="alertdialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      } finally {
        await w.close();
      }
    });
  }

  it('given a 360 px wide screen, the page never scrolls sideways and the day cells keep 36 px', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await openCalendar(w);
      expect(await overflowsSideways(page)).toBe(false);
      const box = await page.locator('[role="grid"] [data-date]').first().boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(35.5);
      expect(box!.width).toBeGreaterThanOrEqual(35.5);
      await page.locator('[role="grid"] [data-date]').nth(10).click();
      await page.getByTestId('day-editor').waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(await axe(page)).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
