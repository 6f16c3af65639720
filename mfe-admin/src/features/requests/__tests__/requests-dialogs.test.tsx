// The requests screen's dialogs (admin-area.md §2 "/admin/szabadsag-kerelmek", §4 "Leave request
// status", §8 "Requests"): details with every field, the edit dialog's body and answers ("Kérelem
// módosítva.", the server's refusal kept in the dialog), the delete confirmation's text, success
// ("Kérelem törölve.") and failure ("Törlés sikertelen."), Escape closing with the focus back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { fakeApi, listAnswer, renderRequestsPage, request } from './requests-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ANNA = request(7, {
  nev: 'Kovács Anna',
  felhasznalonev: 'kovacs.anna',
  statusz_kod: 'jovahagyva',
  megjegyzes: 'Nyaralás',
  jovahagyoi_megjegyzes: 'Jó pihenést!',
  letrehozo: 'import',
});

describe('details', () => {
  it('shows every field of the admin view; Escape closes it and the focus returns to the row', async () => {
    fakeApi({ 'GET /api/admin/getrequests': listAnswer([ANNA]) });
    renderRequestsPage();
    const button = await screen.findByRole('button', { name: 'Részletek: Kovács Anna, 2026. 04. 06. – 2026. 04. 08.' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kérelem részletei' });
    for (const text of [
      'Azonosító',
      '7',
      'Jóváhagyva',
      'Rendes szabadság',
      'kovacs.anna',
      '70000000007',
      'Kérelem dátuma',
      '2026. 04. 06.',
      '2026. 04. 08.',
      'Munkanapok',
      '3',
      'Keret éve',
      '2026',
      'Nyaralás',
      'Jó pihenést!',
      'import',
    ])
      expect(within(dialog).getAllByText(text).length, text).toBeGreaterThan(0);
    expect(within(dialog).getByText('Kovács Anna')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('edit', () => {
  it('sends the spec’s fields and says "Kérelem módosítva."', async () => {
    const api = fakeApi({
      'GET /api/admin/getrequests': listAnswer([ANNA]),
      'PATCH /api/admin/updateadminleaverequest': ({ body }) => ({
        body: { ok: true, message: 'Kérelem módosítva.', request: { ...ANNA, ...(body as object) } },
      }),
    });
    renderRequestsPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Szerkesztés: Kovács Anna/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kérelem szerkesztése – Kovács Anna' });
    expect(within(dialog).getByRole('combobox', { name: 'Státusz' })).toHaveValue('jovahagyva');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Státusz' }), 'Elutasítva');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Típus' }), 'Táppénz');
    const note = within(dialog).getByRole('textbox', { name: /Megjegyzés/ });
    await userEvent.clear(note);
    await userEvent.type(note, '  javítva ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Kérelem módosítva.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.of('PATCH', '/api/admin/updateadminleaverequest')[0]!.body).toEqual({
      kerelem_id: 7,
      statusz_kod: 'elutasitva',
      tipus_kod: 'tappenz',
      kezdete: '2026-04-06',
      vege: '2026-04-08',
      megjegyzes: 'javítva',
    });
    // The list is asked again after the change.
    await waitFor(() => expect(api.count('GET /api/admin/getrequests')).toBe(2));
  });

  it('checks a start after the end without a call, and keeps a refusal’s text in the open dialog', async () => {
    const api = fakeApi({
      'GET /api/admin/getrequests': listAnswer([ANNA]),
      'PATCH /api/admin/updateadminleaverequest': {
        status: 409,
        body: {
          ok: false,
          message: 'Az időszak átfedi a kérelmező egy másik, még élő kérelmét (#3: 2026-04-07 – 2026-04-07).',
        },
      },
    });
    renderRequestsPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Szerkesztés: Kovács Anna/ }));
    const dialog = await screen.findByRole('dialog');
    const end = within(dialog).getByLabelText(/^Vége/);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-04-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText('A kezdődátum nem lehet későbbi, mint a záródátum.')).toBeInTheDocument();
    expect(api.count('PATCH /api/admin/updateadminleaverequest')).toBe(0);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-04-09');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText(/átfedi a kérelmező egy másik/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names only the first refusal, at its field, until the next change; the next save names it again', async () => {
    const api = fakeApi({ 'GET /api/admin/getrequests': listAnswer([ANNA]) });
    renderRequestsPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Szerkesztés: Kovács Anna/ }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText(/^Kezdete/);
    const end = within(dialog).getByLabelText(/^Vége/);
    await userEvent.clear(start);
    await userEvent.clear(end);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText('A kezdete és a vége kötelező.')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(end).not.toHaveAttribute('aria-invalid', 'true');
    expect(start).not.toHaveFocus();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Megjegyzés/ }), '!');
    expect(within(dialog).queryByText('A kezdete és a vége kötelező.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText('A kezdete és a vége kötelező.')).toBeInTheDocument();
    expect(api.count('PATCH /api/admin/updateadminleaverequest')).toBe(0);
  });

  it('a failure without a text says "Mentés sikertelen."', async () => {
    fakeApi({
      'GET /api/admin/getrequests': listAnswer([ANNA]),
      'PATCH /api/admin/updateadminleaverequest': { status: 500, body: {} },
    });
    renderRequestsPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Szerkesztés: Kovács Anna/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Mentés sikertelen.')).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('asks the spec’s question; Mégse closes it without a call and the focus returns', async () => {
    const api = fakeApi({ 'GET /api/admin/getrequests': listAnswer([ANNA]) });
    renderRequestsPage();
    const button = await screen.findByRole('button', { name: /^Törlés: Kovács Anna/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Kérelem törlése' });
    expect(dialog).toHaveAccessibleDescription('Biztosan törlöd ezt a kérelmet? A művelet nem visszavonható.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(api.count('DELETE /api/admin/deleteadminleaverequest')).toBe(0);
  });

  it('deletes on Törlés and says "Kérelem törölve."; a refusal without text says "Törlés sikertelen."', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/admin/getrequests': listAnswer([ANNA]),
      'DELETE /api/admin/deleteadminleaverequest': () =>
        fail
          ? { status: 500, body: {} }
          : { body: { ok: true, message: 'Kérelem törölve.', kerelem_id: 7, visszaadott_napok: 3 } },
    });
    renderRequestsPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Törlés: Kovács Anna/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(await within(dialog).findByText('Törlés sikertelen.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(await screen.findByText('Kérelem törölve.')).toBeInTheDocument();
    expect(api.of('DELETE', '/api/admin/deleteadminleaverequest').map((c) => c.body)).toEqual([
      { kerelem_id: 7 },
      { kerelem_id: 7 },
    ]);
  });

  it('a deleted request cannot be deleted again', async () => {
    fakeApi({ 'GET /api/admin/getrequests': listAnswer([{ ...ANNA, statusz_kod: 'torolve' }]) });
    renderRequestsPage();
    expect(await screen.findByRole('button', { name: /^Törlés: Kovács Anna/ })).toBeDisabled();
    expect(within(screen.getByRole('table')).getByText('Törölve')).toBeInTheDocument();
  });
});
