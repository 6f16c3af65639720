// The schedule part of /admin/email (admin-area.md §2 "/admin/email", §4, §5 "Schedule", §8
// "E-mail"): the table with summaries and actions, the editor's payload, its error box, the toggle
// and the delete confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { EmailPage } from '../components/email-page.tsx';
import { baseRoutes, fakeApi, renderWithClient, schedule } from './email-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Ütemezett emailek' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('the schedule table', () => {
  it('shows the spec’s columns, the summaries and the recipients', async () => {
    fakeApi(
      baseRoutes([
        schedule(1, { name: 'Napi', frequency: 'daily', time: '08:00' }),
        schedule(2, { name: 'Heti', frequency: 'weekly', weekdays: [1, 3], group: ['tanarok'], to: ['a@iskola.hu'] }),
        schedule(3, { name: 'Havi', frequency: 'monthly', dayOfMonth: 5, aktiv: false }),
        schedule(4, { name: 'Éves', frequency: 'yearly', dayOfMonth: 15, month: 3, monthName: 'március' }),
        schedule(5, { name: 'Hatóránként', frequency: 'every6h', time: null }),
      ]),
    );
    renderWithClient(<EmailPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Email konfiguráció' })).toBeInTheDocument();
    await screen.findByText('Napi');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email neve', 'Gyakoriság', 'Küldés', 'Címzettek', 'Művelet']);
    expect(rows().map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'naponta 08:00',
      'hetente H, Sze 08:00',
      'havonta 5. nap 08:00',
      'évente március 15. 08:00',
      '6 óránként',
    ]);
    expect(within(rows()[1]!).getAllByRole('cell')[3]!.textContent).toBe('Tanárok, a@iskola.hu');
    expect(within(rows()[0]!).getByRole('button', { name: 'Blokkolás (aktív)' })).toHaveAttribute('title', 'aktív');
    expect(within(rows()[2]!).getByRole('button', { name: 'Feloldás (inaktív)' })).toHaveAttribute('title', 'inaktív');
  });

  it('says "Nincs ütemezés" when there is none', async () => {
    fakeApi(baseRoutes([]));
    renderWithClient(<EmailPage />);
    expect(await screen.findByText('Nincs ütemezés')).toBeInTheDocument();
  });
});

describe('the editor', () => {
  it('derives the code, sends every chosen weekday and HH:MM:00, closes and reloads the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...baseRoutes([]),
      'POST /api/admin/saveschedulerdetails': { body: { ok: true, message: 'Ütemezés mentve.', item: schedule(9) } },
    });
    renderWithClient(<EmailPage />);
    await screen.findByText('Nincs ütemezés');
    await user.click(screen.getByRole('button', { name: 'Új ütemezett email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Új ütemezés' });
    await user.type(within(dialog).getByLabelText(/^Email neve/), ' Heti értekezlet ');
    expect(within(dialog).getByLabelText('Email kód')).toHaveValue('heti_ertekezlet');
    await user.selectOptions(within(dialog).getByLabelText('Funkció'), '2');
    expect(within(dialog).getByText('A {nev} helyére a név kerül.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Tárgy/), 'Értekezlet');
    await user.click(within(dialog).getByRole('button', { name: 'Vezetők' }));
    await user.selectOptions(within(dialog).getByLabelText('Gyakoriság'), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Sze (Szerda)' }));
    expect(within(dialog).getByLabelText(/^Küldési időpont/)).toHaveValue('08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('POST', '/api/admin/saveschedulerdetails')[0]!.body).toEqual({
      email_kod: 'heti_ertekezlet',
      email_nev: 'Heti értekezlet',
      to: [],
      group: ['vezetok'],
      cimzettek: null,
      targy: 'Értekezlet',
      szoveg: '',
      gyakorisag: 'heti',
      kuldes_idopont: '08:00:00',
      het_napja: [1, 3],
      honap_napja: null,
      honap_szama: null,
      intervallum_percekben: null,
      funkcio_id: 2,
    });
    expect(await screen.findByText('Ütemezés mentve.')).toBeInTheDocument();
    expect(api.of('GET', '/api/admin/getscheduledlist').length).toBeGreaterThanOrEqual(2);
  });

  it('edits a schedule with PATCH and its email_id; every-6-hours sends no time and 360 minutes', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...baseRoutes([schedule(4, { name: 'Régi', code: 'regi', group: [], to: ['kovacs.anna@iskola.hu'] })]),
      'PATCH /api/admin/updatescheduledemail': { body: { ok: true, message: 'Ütemezés mentve.', item: schedule(4) } },
    });
    renderWithClient(<EmailPage />);
    await user.click(await screen.findByRole('button', { name: 'Módosítás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ütemezés módosítása' });
    expect(within(dialog).getByText('Kovács Anna')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email neve/), ' 2');
    expect(within(dialog).getByLabelText('Email kód')).toHaveValue('regi');
    await user.selectOptions(within(dialog).getByLabelText('Gyakoriság'), 'every6h');
    expect(within(dialog).getByText('A levelek 0:00, 6:00, 12:00 és 18:00 órakor mennek ki.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Küldési időpont/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.of('PATCH', '/api/admin/updatescheduledemail')).toHaveLength(1));
    expect(api.of('PATCH', '/api/admin/updatescheduledemail')[0]!.body).toMatchObject({
      email_id: 4,
      email_kod: 'regi',
      email_nev: 'Régi 2',
      to: ['kovacs.anna@iskola.hu'],
      gyakorisag: '6ora',
      kuldes_idopont: null,
      intervallum_percekben: 360,
      het_napja: null,
    });
  });

  it('keeps the modal open with the server message and details in the error box; Escape closes it', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...baseRoutes([]),
      'POST /api/admin/saveschedulerdetails': {
        status: 400,
        body: {
          ok: false,
          message: 'Az email neve kötelező.',
          issues: [
            { path: 'email_nev', message: 'Az email neve kötelező.' },
            { path: 'targy', message: 'A tárgy kötelező.' },
          ],
        },
      },
    });
    renderWithClient(<EmailPage />);
    await user.click(await screen.findByRole('button', { name: 'Új ütemezett email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Új ütemezés' });
    // Filled, so the browser's own check lets it through to the server.
    await user.type(within(dialog).getByLabelText(/^Email neve/), 'N');
    await user.type(within(dialog).getByLabelText(/^Tárgy/), 'T');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    const box = await within(dialog).findByRole('alert');
    expect(box.textContent).toContain('Az email neve kötelező.\nA tárgy kötelező.');
    expect(screen.getByRole('dialog', { name: 'Új ütemezés' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names a missing name and subject in the error box, as the server would, before any call', async () => {
    const user = userEvent.setup();
    const api = fakeApi(baseRoutes([]));
    renderWithClient(<EmailPage />);
    await user.click(await screen.findByRole('button', { name: 'Új ütemezett email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Új ütemezés' });
    await user.type(within(dialog).getByLabelText(/^Email neve/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    const box = await within(dialog).findByRole('alert');
    expect(box.textContent).toBe('Az email neve kötelező.\nA tárgy kötelező.');
    expect(api.of('POST', '/api/admin/saveschedulerdetails')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Mentés' })).toHaveFocus();
    // The fields it needs are marked, each until it is filled; the box goes with the last.
    const name = within(dialog).getByLabelText(/^Email neve/);
    const subject = within(dialog).getByLabelText(/^Tárgy/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Heti összesítő');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(box.textContent).toBe('A tárgy kötelező.');
    await user.type(subject, 'Összesítő');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});

describe('toggle and delete', () => {
  it('sends the wanted state and adopts the answer; an answer without a boolean is an error', async () => {
    const user = userEvent.setup();
    let answer: unknown = { ok: true, state: false };
    let stored = true;
    const api = fakeApi({
      ...baseRoutes([]),
      'GET /api/admin/getscheduledlist': () => ({
        body: { ok: true, items: [schedule(1, { name: 'Egy', aktiv: stored })] },
      }),
      'PATCH /api/admin/togglemailstatus': (call) => {
        stored = (call.body as { state: boolean }).state;
        return { body: answer };
      },
    });
    const { client } = renderWithClient(<EmailPage />);
    await user.click(await screen.findByRole('button', { name: 'Blokkolás (aktív)' }));
    await waitFor(() =>
      expect(api.of('PATCH', '/api/admin/togglemailstatus')[0]?.body).toEqual({ email_id: 1, state: false }),
    );
    await waitFor(() =>
      expect(
        client.getQueryData<{ items: { aktiv: boolean }[] }>(['admin', 'email', 'schedules'])?.items[0]?.aktiv,
      ).toBe(false),
    );
    expect(await screen.findByRole('button', { name: 'Feloldás (inaktív)' })).toBeInTheDocument();
    answer = { ok: true, state: 'igen' };
    await user.click(screen.getByRole('button', { name: /^(Blokkolás|Feloldás)/ }));
    expect(await screen.findByText('Érvénytelen válasz a szervertől')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and reloads', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...baseRoutes([schedule(7, { name: 'Törlendő' })]),
      'DELETE /api/admin/deletescheduledmail': { body: { ok: true, message: 'Ütemezés törölve.' } },
    });
    renderWithClient(<EmailPage />);
    await user.click(await screen.findByRole('button', { name: 'Törlés' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ütemezett email törlése' });
    expect(within(dialog).getByText('Biztosan törlöd? A művelet nem visszavonható.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(api.of('DELETE', '/api/admin/deletescheduledmail')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Törlés' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Törlés' }));
    await waitFor(() => expect(api.of('DELETE', '/api/admin/deletescheduledmail')[0]?.body).toEqual({ email_id: 7 }));
    expect(await screen.findByText('Ütemezés törölve.')).toBeInTheDocument();
  });
});
