// The HR screen end to end in Chromium against the real gateway and its demo school
// (staff-area.md §2 "/app/hr", §9 "CSV export (HR)"): filter by status and created range, reload
// and see the same filters, sort, open a request's details, and export the matching rows.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO, signIn } from '../support/session.ts';
import { budapestDay, countText, hrList, openHr } from './hr-support.ts';

describe('HR screen: filters, reload, sort, details and export', () => {
  const e2e = useGatewayAndBrowser();

  it('given a status and a created range, shows the matching rows, keeps them over a reload, sorts and exports them', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(page, DEMO.hr);
      await openHr(page);
      // A created-from day in the middle of the approved requests, so the range really cuts.
      const approved = await hrList(page, 'statusz=jovahagyva&rendezes=letrehozva&irany=novekvo&meret=200');
      const from = budapestDay(approved.items[Math.floor(approved.items.length / 2)]!.createdAt);
      const expected = await hrList(page, `statusz=jovahagyva&letrehozva_tol=${from}&rendezes=nev&irany=novekvo`);
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.total).toBeLessThan(approved.total);

      const status = page.getByRole('group', { name: 'Státusz' });
      await status.getByRole('button', { name: 'Egyik sem' }).click();
      await page.getByText('Nincs találat a beállított szűrőkre.').waitFor();
      await status.getByRole('checkbox', { name: 'Jóváhagyva' }).check();
      await page.getByLabel('Létrehozva ettől').fill(from);
      await page.getByText(countText(expected.total), { exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('statusz')).toBe('jovahagyva');
      expect(new URL(page.url()).searchParams.get('letrehozva_tol')).toBe(from);

      await page.reload();
      await page.getByText(countText(expected.total), { exact: true }).waitFor();
      expect(await status.getByRole('checkbox', { name: 'Jóváhagyva' }).isChecked()).toBe(true);
      expect(await status.getByRole('checkbox', { name: 'Benyújtva' }).isChecked()).toBe(false);
      expect(await page.getByLabel('Létrehozva ettől').inputValue()).toBe(from);

      const table = page.getByRole('table', { name: 'Szabadságkérelmek' });
      await table.getByRole('button', { name: /Tanár neve/ }).click();
      await page.waitForURL(/rendezes=nev/);
      await table.getByRole('row').nth(1).getByText(expected.items[0]!.teacherName, { exact: true }).waitFor();
      expect(await table.getByRole('columnheader', { name: /Tanár neve/ }).getAttribute('aria-sort')).toBe('ascending');

      // Details: Escape closes and the focus returns to the row's button.
      const details = table.getByRole('button', { name: /^Részletek: / }).first();
      await details.click();
      const dialog = page.getByRole('dialog', { name: 'Kérelem részletei' });
      await dialog.getByText('Státusztörténet').waitFor();
      await dialog.getByText('Jóváhagyva', { exact: true }).first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await details.evaluate((el) => el === document.activeElement)).toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^szabadsagok_\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(
        '"Státusz";"Létrehozva";"Elbírálva";"Típus";"Kezdete";"Vége";"Időtartam (nap)";"Tanár neve";"OM azonosító"',
      );
      expect(lines.at(-1)).toBe('');
      expect(lines.length - 2).toBe(expected.total);
      expect(lines.slice(1, -1).every((l) => l.startsWith('"Jóváhagyva";'))).toBe(true);
      expect(lines[1]).toContain(`"${expected.items[0]!.teacherName}"`);
      // A list request the next filter change superseded is cancelled by the query client
      // (ERR_ABORTED); anything else that failed is a defect.
      expect(w.failedRequests.filter((f) => f.failure !== 'net::ERR_ABORTED')).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given "kovacs" typed into the teacher search, finds "Kovács Anna" and pages with the keyboard', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signIn(page, DEMO.hr);
      await openHr(page);
      const expected = await hrList(page, 'nev=kovacs');
      await page.getByRole('searchbox', { name: 'Tanár neve' }).fill('kovacs');
      await page.getByText(countText(expected.total), { exact: true }).waitFor();
      const names = await page.getByRole('table', { name: 'Szabadságkérelmek' }).getByRole('row').allInnerTexts();
      expect(names.slice(1).every((n) => n.includes('Kovács Anna'))).toBe(true);

      // 50 rows a page: the demo school has more than one page of requests.
      await page.getByRole('button', { name: 'Szűrők törlése' }).click();
      const all = await hrList(page, '');
      await page.getByText(countText(all.total), { exact: true }).waitFor();
      if (all.total > 50) {
        const next = page.getByRole('navigation', { name: 'Lapozás' }).getByRole('button', { name: 'Következő' });
        await next.focus();
        await page.keyboard.press('Enter');
        await page.getByText(`2. oldal / ${Math.ceil(all.total / 50)}`).waitFor();
        expect(new URL(page.url()).searchParams.get('oldal')).toBe('2');
      }
    } finally {
      await w.close();
    }
  });
});
