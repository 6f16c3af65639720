// The admin's users screen in a real browser against the real gateway (admin-area.md §2
// "/admin/felhasznalok", §4 "User", §5 "Create user" and "User CSV", §7 "Users"): a new user whose
// invitation lands in the outbox, blocking a signed-in staff member whose session ends at once,
// the template download, a CSV checked and then imported, axe in both themes and the screen at
// 360 px.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage, type WatchedPage } from '../support/browser.ts';
import { setPasswordLink } from '../support/outbox.ts';
import { DEMO, fieldLabel, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { openAdminPage, overflowsSideways, signInAdmin, withTheme } from './admin-support.ts';

const e2e = useGatewayAndBrowser();

async function openUsers(w: WatchedPage): Promise<void> {
  await signInAdmin(w.page);
  await openAdminPage(w.page, 'felhasznalok', 'Felhasználók');
  await w.page.getByRole('table', { name: 'Felhasználók' }).getByRole('row').nth(1).waitFor();
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Felhasználók' });
const rowWith = (page: Page, text: string) => usersTable(page).getByRole('row').filter({ hasText: text });

describe('admin users screen', () => {
  it('creates a user from the form; the row appears and the invitation is in the outbox', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openUsers(w);
      const form = page.getByRole('region', { name: 'Új felhasználó' });
      await form.getByRole('button', { name: 'Létrehozás' }).click();
      await form.getByText('A név kötelező.').waitFor();

      await form.getByLabel(fieldLabel('Név')).fill('Meghívott Márta');
      await form.getByLabel(fieldLabel('Email')).fill('Meghivott.Marta@demo.iskola.hu');
      await form.getByLabel(fieldLabel('Felhasználónév')).fill('meghivott.marta');
      await form.getByLabel(fieldLabel('Okt. azonosító')).fill('79900000001');
      await form.getByRole('checkbox', { name: 'HR' }).check();
      await form.getByRole('button', { name: 'Létrehozás' }).click();
      await form.getByText('A felhasználó létrejött, a meghívót elküldtük: meghivott.marta@demo.iskola.hu').waitFor();
      const row = rowWith(page, 'meghivott.marta@demo.iskola.hu');
      await row.waitFor();
      expect(await row.getByRole('cell').nth(4).textContent()).toBe('Tanár, HR');
      expect(await setPasswordLink(e2e.gateway, 'meghivott.marta@demo.iskola.hu', 20_000)).toMatch(
        /^\/beallitas\/jelszo\?token=/,
      );

      // The same e-mail again: 409, the reason at the field.
      await form.getByLabel(fieldLabel('Név')).fill('Másik Márta');
      await form.getByLabel(fieldLabel('Email')).fill('meghivott.marta@demo.iskola.hu');
      await form.getByLabel(fieldLabel('Felhasználónév')).fill('masik.marta');
      await form.getByRole('button', { name: 'Létrehozás' }).click();
      await form.getByText('Konfliktus: Email').waitFor();
      await form.getByText('Ez az email cím már foglalt.').waitFor();
      expect(w.consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('blocking a signed-in staff member ends their session: their next call is 401 and their page goes to the login', async () => {
    const staff = await openPage(e2e.browser, e2e.gateway.url);
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(staff.page, DEMO.principal);
      await staff.page.goto('/app/igazgato');
      await staff.page.getByRole('navigation').getByRole('link', { name: 'Jóváhagyások' }).waitFor();
      expect((await staff.page.request.get('/api/auth/me')).status()).toBe(200);

      await openUsers(w);
      const row = rowWith(w.page, DEMO.principal);
      await row.getByRole('button', { name: /^Blokkolás: / }).click();
      await w.page.getByText('A felhasználó blokkolva; a munkamenetei véget értek.').waitFor();
      await row.getByText('Blokkolt', { exact: true }).waitFor();

      expect((await staff.page.request.get('/api/auth/me')).status()).toBe(401);
      // The page's next call is refused and the shell takes them to the staff login.
      await staff.page.getByRole('navigation').getByRole('link', { name: 'Jóváhagyások' }).click();
      await staff.page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
      expect(new URL(staff.page.url()).pathname).toBe('/');

      // Feloldás gives the account back (a new sign-in works).
      await row.getByRole('button', { name: /^Feloldás: / }).click();
      await row.getByText('Aktív', { exact: true }).waitFor();
      await signIn(staff.page, DEMO.principal);
      expect((await staff.page.request.get('/api/auth/me')).status()).toBe(200);
    } finally {
      await Promise.all([w.close(), staff.close()]);
    }
  });

  it('downloads the template, checks a CSV without importing, then imports it and shows the new users', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'users-csv-'));
    const file = path.join(dir, 'uj-tanarok.csv');
    await writeFile(
      file,
      [
        '\uFEFFnev;email;felhasznalonev;oktatasi_azonosito;szerepkorok',
        'Import Ilona;import.ilona@demo.iskola.hu;import.ilona;79900000101;tanar',
        'Import Imre;import.imre@demo.iskola.hu;import.imre;79900000102;"tanar;igazgato_helyettes"',
      ].join('\r\n'),
    );
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await openUsers(w);
      const panel = page.getByRole('region', { name: 'Importálás CSV fájlból' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Sablon letöltése (felhasznalok_template.csv)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('felhasznalok_template.csv');
      const template = await readFile((await download.path())!, 'utf8');
      expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'nev;email;felhasznalonev;oktatasi_azonosito;szerepkorok',
      );

      await panel.getByLabel('CSV fájl').setInputFiles(file);
      await panel.getByRole('button', { name: 'Csak ellenőrzés' }).click();
      await panel.getByText('CSV formátum rendben — 2 sor készen áll importálásra.').waitFor();
      expect(w.requests.some((u) => u.startsWith('/api/admin/createbulkusers'))).toBe(false);
      expect(await rowWith(page, 'import.ilona@demo.iskola.hu').count()).toBe(0);

      await panel.getByRole('button', { name: 'Importálás' }).click();
      await panel.getByText('Sikeres import: 2 új, 0 frissített, 0 blokkolt felhasználó.').waitFor();
      await page.getByRole('searchbox', { name: 'Szűrés névre' }).fill('import i');
      await rowWith(page, 'import.imre@demo.iskola.hu').waitFor();
      expect(await usersTable(page).getByRole('row').count()).toBe(3);
      expect(await rowWith(page, 'Import Imre').getByRole('cell').nth(4).textContent()).toBe(
        'Tanár, Igazgató helyettes',
      );
      // The same file again: the server refuses it and lists the rows.
      await panel.getByLabel('CSV fájl').setInputFiles(file);
      await panel.getByRole('button', { name: 'Importálás' }).click();
      await panel.getByText('Az import ütközik a meglévő felhasználókkal; semmi sem változott.').waitFor();
      await panel.getByText("Sorszám 1: 'email' (import.ilona@demo.iskola.hu) már foglalt.").waitFor();
      expect(w.consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the page, an edited row and the delete dialog`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      const { page } = w;
      try {
        await withTheme(page, theme);
        await openUsers(w);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await axe(page, '[data-page="admin-users"]')).toEqual([]);
        const editButton = page.getByRole('button', { name: /^Szerkesztés: / }).first();
        const person = (await editButton.getAttribute('aria-label'))!.replace('Szerkesztés: ', '');
        await editButton.click();
        // Every inline field is named by its field and the person edited.
        const row = usersTable(page);
        for (const field of ['Név', 'Felhasználónév', 'Email', 'Okt. azonosító'])
          await row.getByRole('textbox', { name: `${field} – ${person}`, exact: true }).waitFor();
        await row.getByRole('group', { name: `Szerepkörök – ${person}`, exact: true }).waitFor();
        expect(await axe(page, '[data-page="admin-users"]')).toEqual([]);
        await page.keyboard.press('Escape');
        const opener = page.getByRole('button', { name: /^Törlés: / }).first();
        await opener.click();
        await page.getByRole('alertdialog', { name: 'Felhasználó törlése' }).waitFor();
        expect(await axe(page, '[role="alertdialog"]')).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      } finally {
        await w.close();
      }
    });
  }

  it('given a 360 px wide screen, the page never scrolls sideways; the rows are cards that fit', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    const { page } = w;
    try {
      await openUsers(w);
      expect(await overflowsSideways(page)).toBe(false);
      const box = page.getByRole('region', { name: 'Felhasználók', exact: true });
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
      await page
        .getByRole('button', { name: /^Szerkesztés: / })
        .first()
        .click();
      await usersTable(page)
        .getByRole('textbox', { name: /^Név – / })
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(await axe(page, '[data-page="admin-users"]')).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
