// The admin's quotas screen in a real browser against the real gateway (admin-area.md §2
// "/admin/szabadsag-keretek", §4 "Quota edit", §5 "Quota CSV", §7 "Quotas", §8 "Quotas"): an edit
// the teacher then sees in their quota table, a CSV checked and imported, the dialogs under axe in
// both themes, and the screen at 360 px.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { DEMO, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { openAdminPage, overflowsSideways, signInAdmin, withTheme } from './admin-support.ts';

const e2e = useGatewayAndBrowser();
const TEACHER_NAME = 'Kovács Anna';

async function openQuotas(page: Page, filter = TEACHER_NAME): Promise<void> {
  await signInAdmin(page);
  await openAdminPage(page, 'szabadsag-keretek', 'Szabadságkeretek');
  await page.getByRole('searchbox', { name: 'Szűrés névre' }).fill(filter);
  await quotaRow(page, filter).waitFor();
}

const quotaRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Szabadságkeretek' }).getByRole('row').filter({ hasText: name });

/** The teacher's own quota table on /app/tanar/keres: Keret and Felhasznált of a type. */
async function teacherQuota(page: Page, typeLabel: string): Promise<string[]> {
  await page.goto('/app/tanar/keres');
  const row = page
    .getByRole('table', { name: /^Szabadságkeretek/ })
    .getByRole('row', { name: new RegExp(`^${typeLabel}`) });
  await row.waitFor();
  return (await row.getByRole('cell').allTextContents()).slice(1, 3);
}

describe('admin quotas screen', () => {
  it("edits a teacher's quota (37.8 saved as 37, used 4); the teacher's quota table on /app/tanar/keres shows it", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const teacher = await openPage(e2e.browser, e2e.gateway.url);
    try {
      const { page } = w;
      await openQuotas(page);
      await quotaRow(page, TEACHER_NAME)
        .getByRole('button', { name: `Keret szerkesztése: ${TEACHER_NAME}` })
        .click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Keret szerkesztése: ${TEACHER_NAME}`) });
      const regular = dialog.getByRole('group', { name: 'Rendes szabadság' });
      await regular.getByLabel('Keret').fill('37.8');
      await regular.getByLabel('Felhasznált').fill('4');
      await dialog.getByRole('button', { name: 'Mentés' }).click();
      await dialog.waitFor({ state: 'detached' });
      const cells = quotaRow(page, TEACHER_NAME).getByRole('cell');
      await expect.poll(() => cells.nth(2).textContent()).toBe('37');
      expect(await cells.nth(3).textContent()).toBe('4');

      await signIn(teacher.page, DEMO.teacher);
      const [keret, used] = await teacherQuota(teacher.page, 'Rendes szabadság');
      expect(keret).toContain('37');
      expect(used).toContain('4');
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await Promise.all([w.close(), teacher.close()]);
    }
  });

  it('downloads quotas_template.csv, checks a CSV, imports it ("Import sikeres.") and shows the new totals', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openQuotas(page);
      const year = await page.getByRole('combobox', { name: 'Év' }).inputValue();
      const om = await quotaRow(page, TEACHER_NAME).getByRole('cell').nth(1).textContent();
      const panel = page.getByRole('region', { name: 'Keretek importja' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Sablon letöltése (quotas_template.csv)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('quotas_template.csv');
      const template = await readFile((await download.path())!, 'utf8');
      expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'oktatasi_azonosito;ev;rendes_szabadsag;gyermek_utan_jaro_potszabadsag;apasagi_szabadsag;szuloi_szabadsag;nagyszuloi_szabadsag;halal',
      );

      const dir = await mkdtemp(path.join(tmpdir(), 'quotas-csv-'));
      const file = path.join(dir, 'keretek.csv');
      await writeFile(
        file,
        `\uFEFFOktatási azonosító;Év;Rendes szabadság;gyermek_utan_jaro_potszabadsag;apasagi_szabadsag;szuloi_szabadsag;nagyszuloi_szabadsag;halal\r\n${om};${year};41;2;0;0;0;1\r\n`,
      );
      await panel.getByLabel('CSV fájl').setInputFiles(file);
      await panel.getByRole('button', { name: 'Csak ellenőrzés' }).click();
      await panel.getByText('CSV formátum rendben — 1 sor készen áll importálásra.').waitFor();
      expect(w.requests.some((u) => u.startsWith('/api/admin/createbulkquotas'))).toBe(false);
      await panel.getByRole('button', { name: 'Importálás' }).click();
      await panel.getByText('Import sikeres.').waitFor();
      await expect.poll(() => quotaRow(page, TEACHER_NAME).getByRole('cell').nth(2).textContent()).toBe('41');

      // An unknown OM id: the server names the row and nothing changes.
      await writeFile(
        file,
        `oktatasi_azonosito,ev,rendes_szabadsag,gyermek_utan_jaro_potszabadsag,apasagi_szabadsag,szuloi_szabadsag,nagyszuloi_szabadsag,halal\n${om},${year},50,0,0,0,0,0\nnincs-ilyen,${year},1,0,0,0,0,0\n`,
      );
      await panel.getByLabel('CSV fájl').setInputFiles(file);
      await panel.getByRole('button', { name: 'Importálás' }).click();
      await panel.getByText('Sor 2: nincs ilyen oktatási azonosítójú felhasználó: nincs-ilyen.').waitFor();
      expect(await quotaRow(page, TEACHER_NAME).getByRole('cell').nth(2).textContent()).toBe('41');
    } finally {
      await w.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the page and in both dialogs`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await withTheme(page, theme);
        await openQuotas(page);
        expect(await axe(page)).toEqual([]);
        const details = quotaRow(page, TEACHER_NAME).getByRole('button', { name: `Részletek: ${TEACHER_NAME}` });
        await details.click();
        const dialog = page.getByRole('dialog', { name: new RegExp(`^${TEACHER_NAME} – `) });
        await dialog.getByRole('region', { name: 'Rendes szabadság' }).waitFor();
        expect(await axe(page, '[role="dialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await details.evaluate((el) => el === document.activeElement)).toBe(true);
        await quotaRow(page, TEACHER_NAME)
          .getByRole('button', { name: `Keret szerkesztése: ${TEACHER_NAME}` })
          .click();
        await page
          .getByRole('dialog', { name: /^Keret szerkesztése/ })
          .getByRole('group')
          .first()
          .waitFor();
        expect(await axe(page, '[role="dialog"]')).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it('given a 360 px wide screen, the page never scrolls sideways and the edit dialog fits', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await openQuotas(page);
      expect(await overflowsSideways(page)).toBe(false);
      const edit = quotaRow(page, TEACHER_NAME).getByRole('button', { name: `Keret szerkesztése: ${TEACHER_NAME}` });
      await edit.scrollIntoViewIfNeeded();
      await edit.click();
      const save = page.getByRole('dialog').getByRole('button', { name: 'Mentés' });
      await save.scrollIntoViewIfNeeded();
      const box = (await save.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
    } finally {
      await w.close();
    }
  });
});
