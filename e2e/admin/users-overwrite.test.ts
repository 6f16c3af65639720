// The users import's full overwrite in a real browser against the demo school (admin-area.md §2
// "/admin/felhasznalok", §4 "Imports"): before anything is written, the confirmation says how many
// active people a 2-row file blocks and names the leaders and HR among them, the principal
// included; Mégse changes nothing, Felülírás blocks exactly that many. Its own gateway: the
// overwrite blocks almost the whole school.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GetUsersAnswer, type AdminUser } from '@tavollet/contract/api/admin-users';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { openAdminPage, signInAdmin } from './admin-support.ts';

const e2e = useGatewayAndBrowser();

const users = async (page: Page): Promise<AdminUser[]> =>
  GetUsersAnswer.parse(await (await page.request.get('/api/admin/getusers')).json()).rows;
const activeCount = async (page: Page) => (await users(page)).filter((u) => !u.blocked).length;

describe('admin users: full overwrite confirmation', () => {
  it('a 2-row file: the confirmation counts the active people it blocks and names the principal; Mégse keeps them, Felülírás blocks that many', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    const { page } = w;
    try {
      await signInAdmin(page);
      await openAdminPage(page, 'felhasznalok', 'Felhasználók');
      const everyone = await users(page);
      const anna = everyone.find((u) => u.felhasznalonev === 'kovacs.anna')!;
      const principal = everyone.find((u) => u.felhasznalonev === 'szabo.katalin')!;
      expect(principal.szerepkorok).toContain('igazgato');
      const active = everyone.filter((u) => !u.blocked).length;
      // Anna stays (matched by her OM id), one new person comes; every other active person goes.
      const blocked = active - 1;
      expect(blocked).toBeGreaterThan(30);

      const file = path.join(await mkdtemp(path.join(tmpdir(), 'tavollet-overwrite-')), 'ketten.csv');
      await writeFile(
        file,
        [
          'nev;email;felhasznalonev;oktatasi_azonosito;szerepkorok',
          `${anna.nev};${anna.email};${anna.felhasznalonev};${anna.oktatasi_azonosito};"${anna.szerepkorok.join(';')}"`,
          'Felülíró Feri;felulir.feri@demo.iskola.hu;felulir.feri;79900000201;tanar',
        ].join('\r\n'),
      );
      const panel = page.getByRole('region', { name: 'Importálás CSV fájlból' });
      await panel.getByLabel('CSV fájl').setInputFiles(file);
      await panel.getByRole('checkbox', { name: /Teljes felülírás/ }).check();
      await panel.getByRole('button', { name: 'Importálás' }).click();

      const dialog = page.getByRole('alertdialog', { name: 'Teljes felülírás megerősítése' });
      await dialog.waitFor();
      await dialog
        .getByText(
          `A fájl 2 sorát importálod teljes felülírással: a fájlból hiányzó ${blocked} aktív felhasználót blokkoljuk.`,
        )
        .waitFor();
      const keyPeople = await dialog.getByText(/^Köztük vezető vagy HR munkatárs: /).textContent();
      expect(keyPeople).toContain(`${principal.nev} (Igazgató)`);
      const leadersAndHr = everyone.filter(
        (u) => !u.blocked && u.user_id !== anna.user_id && u.szerepkorok.some((r) => r !== 'tanar'),
      );
      for (const u of leadersAndHr) expect(keyPeople).toContain(u.nev);
      await dialog.getByText('Új felhasználó: 1, frissített adatú: 0.').waitFor();
      expect(await axe(page, '[role="alertdialog"]')).toEqual([]);

      // Mégse: the preview wrote nothing.
      await dialog.getByRole('button', { name: 'Mégse' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await activeCount(page)).toBe(active);

      await panel.getByRole('button', { name: 'Importálás' }).click();
      await dialog.getByRole('button', { name: 'Felülírás' }).click();
      await panel.getByText(`Sikeres import: 1 új, 0 frissített, ${blocked} blokkolt felhasználó.`).waitFor();
      const after = await users(page);
      expect(after.filter((u) => !u.blocked).map((u) => u.felhasznalonev)).toEqual(
        expect.arrayContaining(['kovacs.anna', 'felulir.feri']),
      );
      expect(after.filter((u) => !u.blocked)).toHaveLength(2);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
