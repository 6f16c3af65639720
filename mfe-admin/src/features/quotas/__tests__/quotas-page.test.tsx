// The quotas screen's list (admin-area.md §2 "/admin/szabadsag-keretek", §8 "Quotas", §9): the
// year selector and its default, the failure and empty texts, the table's columns, the name filter
// and the import panel's template.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { QuotasPage } from '../components/quotas-page.tsx';
import { CURRENT_YEAR, fakeApi, quotaRow, renderWithClient, rowsAnswer, yearsAnswer } from './quotas-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowsByYear = (call: { body: unknown }) => {
  const year = (call.body as { year: number }).year;
  return rowsAnswer([
    quotaRow(1, 'Kiss Anna', { ev: year, rendes_szabadsag_keret: year - 2000, rendes_szabadsag_felhasznalt: 3 }),
    quotaRow(2, 'Öreg Ödön', { ev: year, blocked: true }),
  ]);
};

describe('the year selector', () => {
  it('starts at the current year when listed, asks that year’s rows, and switches', async () => {
    const api = fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR - 1, CURRENT_YEAR, CURRENT_YEAR + 1]),
      'POST /api/admin/getleavequotas': rowsByYear,
    });
    renderWithClient(<QuotasPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Szabadságkeretek' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Év' });
    await screen.findByText('Kiss Anna');
    expect(select).toHaveValue(String(CURRENT_YEAR));
    await userEvent.selectOptions(select, String(CURRENT_YEAR + 1));
    expect(await screen.findByRole('cell', { name: String(CURRENT_YEAR + 1 - 2000) })).toBeInTheDocument();
    expect(api.of('POST', '/api/admin/getleavequotas').map((c) => c.body)).toEqual([
      { year: CURRENT_YEAR },
      { year: CURRENT_YEAR + 1 },
    ]);
  });

  it('starts at the smallest year when the current one is not listed', async () => {
    fakeApi({
      'GET /api/admin/getyears': yearsAnswer([2031, 2019, 2025]),
      'POST /api/admin/getleavequotas': rowsByYear,
    });
    renderWithClient(<QuotasPage />);
    await screen.findByText('Kiss Anna');
    expect(screen.getByRole('combobox', { name: 'Év' })).toHaveValue('2019');
  });

  it('says "Nem sikerült lekérdezni az éveket." and "Nincs elérhető év az adatbázisban."', async () => {
    fakeApi({ 'GET /api/admin/getyears': { status: 500, body: { ok: false } } });
    const first = renderWithClient(<QuotasPage />, { retry: false });
    expect(await screen.findByText('Nem sikerült lekérdezni az éveket.')).toBeInTheDocument();
    first.unmount();
    fakeApi({ 'GET /api/admin/getyears': yearsAnswer([]) });
    renderWithClient(<QuotasPage />);
    expect(await screen.findByText('Nincs elérhető év az adatbázisban.')).toBeInTheDocument();
  });
});

describe('the table', () => {
  it('shows Név, OM azonosító, regular-leave keret and felhasznált, the actions, a blocked badge, and filters by name', async () => {
    fakeApi({ 'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]), 'POST /api/admin/getleavequotas': rowsByYear });
    renderWithClient(<QuotasPage />);
    await screen.findByText('Kiss Anna');
    const table = screen.getByRole('table', { name: 'Szabadságkeretek' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Név', 'OM azonosító', 'Rendes szabadság keret', 'Rendes szabadság felhasznált', 'Művelet']);
    expect(within(screen.getByRole('row', { name: /Öreg Ödön/ })).getByText('Blokkolt')).toBeInTheDocument();
    expect(screen.getByText('2 / 2 munkatárs')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szűrés névre' }), 'oreg');
    expect(screen.queryByText('Kiss Anna')).toBeNull();
    expect(screen.getByText('1 / 2 munkatárs')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szűrés névre' }), 'x');
    expect(screen.getByText('Nincs találat a szűrőre')).toBeInTheDocument();
  });

  it('says "Nincs adat" for a year without people, and empties the list on a failed load, logging it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]),
      'POST /api/admin/getleavequotas': rowsAnswer([]),
    });
    const first = renderWithClient(<QuotasPage />);
    expect(await screen.findByText('Nincs adat')).toBeInTheDocument();
    first.unmount();
    fakeApi({
      'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]),
      'POST /api/admin/getleavequotas': { status: 500, body: { ok: false } },
    });
    renderWithClient(<QuotasPage />, { retry: false });
    expect(await screen.findByText('Nem sikerült betölteni a kereteket.')).toBeInTheDocument();
    expect(screen.getByText('Nincs adat')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('getleavequotas failed', expect.anything());
  });
});

describe('the import panel', () => {
  it('offers quotas_template.csv and warns that an overwrite replaces the listed users’ quotas', async () => {
    fakeApi({ 'GET /api/admin/getyears': yearsAnswer([CURRENT_YEAR]), 'POST /api/admin/getleavequotas': rowsByYear });
    renderWithClient(<QuotasPage />);
    expect(await screen.findByRole('button', { name: 'Sablon letöltése (quotas_template.csv)' })).toBeInTheDocument();
    expect(screen.getByText(/kereteit teljesen lecseréli/)).toBeInTheDocument();
  });
});
