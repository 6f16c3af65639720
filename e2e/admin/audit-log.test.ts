// The admin's audit log "Napló" in a real browser against the real gateway: an admin's quota edit
// shows with its values before and after and is found by the action filter and by the person
// (accents ignored), the CSV download, axe in both themes, the keyboard, and the screen at 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { openAdminPage, overflowsSideways, signInAdmin, withTheme } from './admin-support.ts';

const e2e = useGatewayAndBrowser();
const TEACHER_NAME = 'Kovács Anna';
/** The demo school's administrator (gateway/src/seed/people.ts). */
const ADMIN_NAME = 'Iskolai Rendszergazda';

/** Edits the teacher's "Rendes szabadság" total on the quotas screen; answers the old and new totals. */
async function editQuota(page: Page): Promise<{ before: string; after: string }> {
  await openAdminPage(page, 'szabadsag-keretek', 'Szabadságkeretek');
  await page.getByRole('searchbox', { name: 'Szűrés névre' }).fill(TEACHER_NAME);
  const row = page.getByRole('table', { name: 'Szabadságkeretek' }).getByRole('row').filter({ hasText: TEACHER_NAME });
  await row.getByRole('button', { name: `Keret szerkesztése: ${TEACHER_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Keret szerkesztése: ${TEACHER_NAME}`) });
  const total = dialog.getByRole('group', { name: 'Rendes szabadság' }).getByLabel('Keret');
  const before = await total.inputValue();
  const after = String(Number(before) + 3);
  await total.fill(after);
  await dialog.getByRole('button', { name: 'Mentés' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { before, after };
}

const logTable = (page: Page) => page.getByRole('table', { name: 'Napló bejegyzései' });

describe('admin audit log (Napló)', () => {
  it("shows an admin's quota edit with the values before and after, and finds it by action and by person", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signInAdmin(page);
      const { before, after } = await editQuota(page);

      await page.getByRole('navigation', { name: 'Admin menü' }).getByRole('link', { name: 'Napló' }).click();
      await page.getByRole('heading', { level: 1, name: 'Napló', exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'Művelet' }).selectOption({ label: 'Szabadságkeret módosítása' });
      await expect.poll(() => new URL(page.url()).searchParams.get('muvelet')).toBe('admin.quota_updated');
      const rows = logTable(page).locator('tbody > tr[data-action]');
      await rows.first().getByText(TEACHER_NAME).waitFor();
      // Every row shown is a quota edit, the newest (ours) first.
      const actions = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-action')));
      expect(new Set(actions)).toEqual(new Set(['admin.quota_updated']));
      const change = rows.first().getByRole('row', { name: /Rendes szabadság kerete/ });
      expect(await change.getByRole('cell').allTextContents()).toEqual([before, after]);
      expect(await rows.first().textContent()).toContain(ADMIN_NAME);

      // The person filter ignores case and accents; someone who never did anything finds nothing.
      await page.getByRole('searchbox', { name: 'Személy' }).fill('iskolai RENDSZERGAZDA');
      await expect.poll(() => new URL(page.url()).searchParams.get('szemely')).toBe('iskolai RENDSZERGAZDA');
      await rows.first().getByText(TEACHER_NAME).waitFor();
      await page.getByRole('searchbox', { name: 'Érintett' }).fill('kovacs anna');
      await expect.poll(() => new URL(page.url()).searchParams.get('cel')).toBe('kovacs anna');
      await rows.first().getByText(TEACHER_NAME).waitFor();
      await page.getByRole('searchbox', { name: 'Személy' }).fill('Senki Sehol');
      await logTable(page).getByText('Nincs a szűrésnek megfelelő bejegyzés.').waitFor();

      // The CSV download of the filter: the product format, our edit in it.
      await page.getByRole('searchbox', { name: 'Személy' }).fill('');
      await expect.poll(() => new URL(page.url()).searchParams.get('szemely')).toBeNull();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Letöltés CSV-ben' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^naplo_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await (await download.createReadStream()).toArray();
      const csv = Buffer.concat(text as Buffer[]);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toMatch(/^"Időpont";"Szereplő";/);
      expect(lines[1]).toContain(`"Szabadságkeret módosítása";"${TEACHER_NAME}";`);
      expect(lines[1]).toContain(`""rendes_szabadsag_keret"":${after}`);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the page with rows`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      try {
        await withTheme(w.page, theme);
        await signInAdmin(w.page);
        await openAdminPage(w.page, 'naplo', 'Napló');
        await logTable(w.page).locator('tbody > tr[data-action]').first().waitFor();
        expect(await axe(w.page)).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it('is usable from the keyboard: Tab reaches the filters, the download link and the pager in order', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signInAdmin(page);
      await openAdminPage(page, 'naplo', 'Napló');
      await logTable(page).locator('tbody > tr[data-action]').first().waitFor();
      await page.getByRole('searchbox', { name: 'Személy' }).focus();
      const reached: string[] = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        reached.push(
          await page.evaluate(
            () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '',
          ),
        );
      }
      const at = (name: string) => reached.indexOf(name);
      expect(at('muvelet')).toBe(0);
      expect(at('cel')).toBeGreaterThan(at('muvelet'));
      expect(at('tol')).toBeGreaterThan(at('cel'));
      expect(at('ig')).toBeGreaterThan(at('tol'));
      expect(at('Letöltés CSV-ben')).toBeGreaterThan(at('ig'));
      // The action filter works with the keyboard alone.
      await page.getByRole('combobox', { name: 'Művelet' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => new URL(page.url()).searchParams.get('muvelet')).not.toBeNull();
    } finally {
      await w.close();
    }
  });

  it('given a 360 px wide screen, the page never scrolls sideways and stays axe-clean', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    try {
      await signInAdmin(w.page);
      await openAdminPage(w.page, 'naplo', 'Napló');
      await logTable(w.page).locator('tbody > tr[data-action]').first().waitFor();
      expect(await overflowsSideways(w.page)).toBe(false);
      expect(await axe(w.page)).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
