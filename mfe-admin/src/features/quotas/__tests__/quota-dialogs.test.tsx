// The details and edit-quota dialogs of /admin/szabadsag-keretek (admin-area.md §2, §3 "Quota
// row", §4 "Quota edit", §5 "Quota edit", §8 "Quotas").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { QuotasPage } from '../components/quotas-page.tsx';
import { CURRENT_YEAR, fakeApi, quotaRow, renderWithClient, rowsAnswer, yearsAnswer } from './quotas-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const anna = quotaRow(1, 'Kiss Anna', {
  rendes_szabadsag_keret: 25,
  rendes_szabadsag_felhasznalt: 5,
  rendes_szabadsag_kerelmezett: 3,
  halal_keret: 2,
  halal_felhasznalt: 4,
});

describe('the details dialog', () => {
  it('shows all six types with keret, felhasznált, kérelmezett and maradék (at least 0); Escape closes, focus returns', async () => {
    fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]),
      'POST /api/admin/getleavequotas': rowsAnswer([anna]),
    });
    renderWithClient(<QuotasPage />);
    const opener = await screen.findByRole('button', { name: 'Részletek: Kiss Anna' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: `Kiss Anna – ${CURRENT_YEAR}. évi keretei` });
    const figures = (type: string) => {
      const box = within(dialog).getByRole('region', { name: type });
      return ['Keret', 'Felhasznált', 'Kérelmezett', 'Maradék'].map(
        (l) => within(box).getByText(l).nextElementSibling?.textContent,
      );
    };
    expect(within(dialog).getAllByRole('region')).toHaveLength(6);
    expect(figures('Rendes szabadság')).toEqual(['25', '5', '3', '20']);
    expect(figures('Haláleset miatti távollét')).toEqual(['2', '4', '0', '0']);
    expect(figures('Szülői szabadság')).toEqual(['0', '0', '0', '0']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('the edit dialog', () => {
  it('has number inputs (min 0, step 1) for total and used of every type; saving sends only the changed values with -3 → 0, 2.7 → 2, empty → 0, and closes', async () => {
    const saved = { ...anna, rendes_szabadsag_keret: 2 };
    const api = fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]),
      'POST /api/admin/getleavequotas': rowsAnswer([{ ...anna, szuloi_szabadsag_keret: 10 }]),
      'PATCH /api/admin/updateleavequotas': { body: { ok: true, message: 'A keret mentve.', row: saved } },
    });
    renderWithClient(<QuotasPage />);
    const opener = await screen.findByRole('button', { name: 'Keret szerkesztése: Kiss Anna' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: `Keret szerkesztése: Kiss Anna (${CURRENT_YEAR})` });
    const inputs = within(dialog).getAllByRole('spinbutton');
    expect(inputs).toHaveLength(12);
    for (const input of inputs) {
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('step', '1');
    }
    const group = (name: string) => within(within(dialog).getByRole('group', { name }));
    const regular = group('Rendes szabadság');
    await userEvent.clear(regular.getByLabelText('Keret'));
    await userEvent.type(regular.getByLabelText('Keret'), '2.7');
    await userEvent.clear(regular.getByLabelText('Felhasznált'));
    await userEvent.type(regular.getByLabelText('Felhasznált'), '-3');
    await userEvent.clear(group('Szülői szabadság').getByLabelText('Keret'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('PATCH', '/api/admin/updateleavequotas')[0]!.body).toEqual({
      ev: CURRENT_YEAR,
      oktatasi_azonosito: anna.oktatasi_azonosito,
      // Halál (2 and 4) was not touched: not sent, so an approval meanwhile is not written over.
      totals: { rendes_szabadsag: 2, szuloi_szabadsag: 0 },
      used: { rendes_szabadsag: 0 },
    });
    const row = screen.getByRole('row', { name: /Kiss Anna/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual([anna.oktatasi_azonosito, '2', '5']);
    expect(opener).toHaveFocus();
  });

  it('stays open on a failure, logs it and shows the server’s message (or the fallback)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]),
      'POST /api/admin/getleavequotas': rowsAnswer([anna]),
      'PATCH /api/admin/updateleavequotas': { status: 500, body: { ok: false } },
    });
    renderWithClient(<QuotasPage />, { retry: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Keret szerkesztése: Kiss Anna' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText('A keret mentése nem sikerült. Próbáld újra.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('updateleavequotas failed', expect.anything());
  });

  it('refuses more than 366 days with the gateway’s own text before any call, and stays open', async () => {
    const api = fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]),
      'POST /api/admin/getleavequotas': rowsAnswer([anna]),
    });
    renderWithClient(<QuotasPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keret szerkesztése: Kiss Anna' }));
    const dialog = screen.getByRole('dialog');
    const total = within(within(dialog).getByRole('group', { name: 'Rendes szabadság' })).getByLabelText('Keret');
    await userEvent.clear(total);
    await userEvent.type(total, '367');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(
      await within(dialog).findByText('Egy keret vagy felhasznált érték legfeljebb 366 nap lehet.'),
    ).toBeInTheDocument();
    expect(api.of('PATCH', '/api/admin/updateleavequotas')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is off for someone without an OM id', async () => {
    fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]),
      'POST /api/admin/getleavequotas': rowsAnswer([quotaRow(2, 'Nagy Béla', { oktatasi_azonosito: null })]),
    });
    renderWithClient(<QuotasPage />);
    expect(await screen.findByRole('button', { name: 'Keret szerkesztése: Nagy Béla' })).toBeDisabled();
  });
});
