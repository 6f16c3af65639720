import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_MESSAGES as M } from '@tavollet/contract/api/admin-users';
import { USER_CSV_MESSAGES as C, parseUserCsv, userCsvTemplate } from '@tavollet/contract/domain/user-csv';
import '../../../i18n/register.ts';
import { IMPORT_SUCCESS_MS } from '../../../components/csv-import/use-csv-import.ts';
import { readText } from '../../../components/csv-import/csv-file.ts';
import { PEOPLE, fakeApi, listAnswer, renderUsersPage, user } from './users-test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const panel = () => screen.getByRole('region', { name: 'Importálás CSV fájlból' });
const button = (name: string) => within(panel()).getByRole('button', { name });
const csv = (lines: string[], name = 'tanarok.csv') => new File([lines.join('\r\n')], name, { type: 'text/csv' });
const HEADER = 'nev;email;felhasznalonev;oktatasi_azonosito;szerepkorok';
const GOOD = csv([
  HEADER,
  'Új Egy;uj.egy@iskola.hu;uj.egy;71000000001;tanar',
  'Új Kettő;uj.ketto@iskola.hu;uj.ketto;71000000002;"tanar;hr"',
]);
const pick = (file: File) => userEvent.upload(within(panel()).getByLabelText('CSV fájl'), file);

describe('the users screen: CSV import', () => {
  it('offers a template that the contract’s own parser accepts', async () => {
    const text = await readText(new Blob([userCsvTemplate()]), () => {});
    const parsed = parseUserCsv(text);
    expect(parsed.ok && parsed.rows.length).toBe(2);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'nev;email;felhasznalonev;oktatasi_azonosito;szerepkorok',
    );
    fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    expect(button('Sablon letöltése (felhasznalok_template.csv)')).toBeInTheDocument();
  });

  it('without a file, says "Nincs fájl kiválasztva." on check and "Először válassz egy CSV fájlt." on import', async () => {
    const api = fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await userEvent.click(button('Csak ellenőrzés'));
    expect(within(panel()).getByRole('alert')).toHaveTextContent(C.noFile);
    await userEvent.click(button('Importálás'));
    expect(within(panel()).getByRole('alert')).toHaveTextContent(C.importWithoutFile);
    expect(api.count('POST /api/admin/createbulkusers')).toBe(0);
  });

  it('checks a good file without sending it: "CSV formátum rendben — 2 sor készen áll importálásra."', async () => {
    const api = fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await pick(GOOD);
    expect(within(panel()).getByText(/Kiválasztva: tanarok\.csv/)).toBeInTheDocument();
    await userEvent.click(button('Csak ellenőrzés'));
    expect(await within(panel()).findByText(C.checked(2))).toBeInTheDocument();
    expect(api.count('POST /api/admin/createbulkusers')).toBe(0);
  });

  it('lists at most 8 errors then "…" under "CSV validációs hibák", and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    const bad = Array.from({ length: 10 }, (_, i) => `Név ${i};;u${i};7${i};tanar`);
    await pick(csv([HEADER, ...bad]));
    await userEvent.click(button('Importálás'));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(C.errorsTitle);
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([...Array.from({ length: 8 }, (_, i) => C.missing(i + 1, 'email')), '…']);
    expect(api.count('POST /api/admin/createbulkusers')).toBe(0);
  });

  it('imports the checked rows, reloads the list, and the success text goes away after 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let rows = PEOPLE;
    const message = M.importDone({ letrehozva: 2, frissitve: 0, blokkolva: 0 });
    const api = fakeApi({
      'GET /api/admin/getusers': () => listAnswer(rows),
      'POST /api/admin/createbulkusers': () => {
        rows = [...PEOPLE, user(10, { nev: 'Új Egy' }), user(11, { nev: 'Új Kettő' })];
        return { body: { ok: true, message, letrehozva: 2, frissitve: 0, blokkolva: 0 } };
      },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await pick(GOOD);
    await userEvent.click(button('Importálás'));
    expect(await within(panel()).findByText(message)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/admin/createbulkusers')!.body).toEqual({
      overwrite: false,
      userList: [
        {
          nev: 'Új Egy',
          email: 'uj.egy@iskola.hu',
          felhasznalonev: 'uj.egy',
          oktatasi_azonosito: '71000000001',
          szerepkorok: ['tanar'],
        },
        {
          nev: 'Új Kettő',
          email: 'uj.ketto@iskola.hu',
          felhasznalonev: 'uj.ketto',
          oktatasi_azonosito: '71000000002',
          szerepkorok: ['tanar', 'hr'],
        },
      ],
    });
    expect(await screen.findByRole('cell', { name: 'Új Kettő' })).toBeInTheDocument();
    expect(within(panel()).getByText('Nincs fájl kiválasztva.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_SUCCESS_MS - 500));
    expect(within(panel()).getByText(message)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(within(panel()).queryByText(message)).toBeNull();
  });

  it('with full overwrite, asks first: Mégse sends nothing, Felülírás sends overwrite true', async () => {
    const api = fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/previewbulkusers': {
        body: {
          ok: true,
          letrehozva: 2,
          frissitve: 0,
          blokkolva: 3,
          blokkolt_vezetok_hr: [
            { user_id: 1, nev: 'Szabó Katalin', szerepkorok: ['igazgato'] },
            { user_id: 3, nev: 'Tóth Éva', szerepkorok: ['tanar', 'hr'] },
          ],
        },
      },
      'POST /api/admin/createbulkusers': {
        body: {
          ok: true,
          message: M.importDone({ letrehozva: 2, frissitve: 0, blokkolva: 3 }),
          letrehozva: 2,
          frissitve: 0,
          blokkolva: 3,
        },
      },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await pick(GOOD);
    await userEvent.click(within(panel()).getByRole('checkbox', { name: /Teljes felülírás/ }));
    const importButton = button('Importálás');
    await userEvent.click(importButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Teljes felülírás megerősítése' });
    expect(dialog).toHaveTextContent(
      'A fájl 2 sorát importálod teljes felülírással: a fájlból hiányzó 3 aktív felhasználót blokkoljuk.',
    );
    expect(dialog).toHaveTextContent(
      'Köztük vezető vagy HR munkatárs: Szabó Katalin (Igazgató); Tóth Éva (Tanár, HR).',
    );
    expect(dialog).toHaveTextContent('Új felhasználó: 2, frissített adatú: 0.');
    expect(dialog).toHaveTextContent('Senkit nem törlünk');
    // The preview was asked with the same rows the import sends.
    const preview = api.calls.find((c) => c.path === '/api/admin/previewbulkusers')!.body as {
      overwrite: boolean;
      userList: { email: string }[];
    };
    expect([preview.overwrite, preview.userList.map((r) => r.email)]).toEqual([
      true,
      ['uj.egy@iskola.hu', 'uj.ketto@iskola.hu'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Mégse' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(importButton).toHaveFocus());
    expect(api.count('POST /api/admin/createbulkusers')).toBe(0);

    await userEvent.click(importButton);
    dialog = await screen.findByRole('alertdialog', { name: 'Teljes felülírás megerősítése' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Felülírás' }));
    await waitFor(() => expect(api.count('POST /api/admin/createbulkusers')).toBe(1));
    expect(
      (api.calls.find((c) => c.path === '/api/admin/createbulkusers')!.body as { overwrite: boolean }).overwrite,
    ).toBe(true);
  });

  it('with full overwrite, a preview the server refuses shows its rows and opens no confirmation', async () => {
    const messages = [M.importOtherUser(1, 'email', 'uj.egy@iskola.hu')];
    const api = fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/previewbulkusers': { status: 409, body: { ok: false, message: M.importConflicts, messages } },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await pick(GOOD);
    await userEvent.click(within(panel()).getByRole('checkbox', { name: /Teljes felülírás/ }));
    await userEvent.click(button('Importálás'));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(M.importConflicts);
    expect(alert).toHaveTextContent(messages[0]!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.count('POST /api/admin/createbulkusers')).toBe(0);
  });

  it('shows the server’s refusal with its row messages', async () => {
    const messages = [M.importTaken(1, 'email', 'uj.egy@iskola.hu'), M.importTaken(2, 'felhasznalonev', 'uj.ketto')];
    fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/createbulkusers': { status: 409, body: { ok: false, message: M.importConflicts, messages } },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await pick(GOOD);
    await userEvent.click(button('Importálás'));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(M.importConflicts);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(messages);
  });

  it('given no answer at all, says "Ismeretlen hiba az import során."', async () => {
    fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/createbulkusers': { status: 502, body: null },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await pick(GOOD);
    await userEvent.click(button('Importálás'));
    expect(await within(panel()).findByText('Ismeretlen hiba az import során.')).toBeInTheDocument();
  });
});
