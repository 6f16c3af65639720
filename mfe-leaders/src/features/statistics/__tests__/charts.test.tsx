// The charts' data-table alternatives: the same figures as the SVG, in a table that is always in
// the page and shown to everyone on "Táblázat megjelenítése".
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import type { MonthRow, QuotaUsageRow, StatusSummaryAnswer } from '@tavollet/contract/api/leaders-statistics';
import { MonthlyChart } from '../components/monthly-chart.tsx';
import { StatusChart } from '../components/status-chart.tsx';
import { QuotaTable } from '../components/quota-table.tsx';

initI18n();

const months: MonthRow[] = [
  { honap: '2026-09', tipusok: { rendes_szabadsag: 3, tappenz: 2 }, osszesen: 5 },
  { honap: '2026-10', tipusok: { hivatalos: 1 }, osszesen: 1 },
  { honap: '2026-11', tipusok: {}, osszesen: 0 },
];
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('monthly chart', () => {
  it('given months by type, draws one segment per type and month and gives every figure in the table', () => {
    const { container } = render(<MonthlyChart rows={months} />);
    expect(screen.getByRole('img', { name: /távolléti munkanapok havonta, típus szerint/ })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-month="2026-09"] rect')).toHaveLength(2);
    expect(container.querySelectorAll('[data-month="2026-11"] rect')).toHaveLength(0);
    const table = screen.getByRole('table', { name: 'Távolléti munkanapok havonta, típus szerint' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Hónap', 'Rendes szabadság', 'Táppénz', 'Hivatalos távollét', 'Összesen']);
    expect(bodyRows(table)).toEqual([
      ['2026. szeptember', '3', '2', '0', '5'],
      ['2026. október', '0', '0', '1', '1'],
      ['2026. november', '0', '0', '0', '0'],
    ]);
  });

  it('given the table toggle, shows and hides the table for everyone, the button telling its state', async () => {
    render(<MonthlyChart rows={months} />);
    const toggle = screen.getByRole('button', { name: 'Táblázat megjelenítése' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const holder = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(holder).toHaveAttribute('data-shown', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Táblázat elrejtése' })).toHaveAttribute('aria-expanded', 'true');
    expect(holder).toHaveAttribute('data-shown', 'true');
  });
});

describe('status chart', () => {
  const summary: StatusSummaryAnswer = {
    ok: true,
    tanev: { tanev: 2026, kezdete: '2026-09-01', vege: '2027-08-31' },
    statuszok: { benyujtva: 4, jovahagyva: 10, elutasitva: 2, visszavonva: 1 },
    dontott: 12,
    atlagos_dontesi_ido_nap: 1.5,
  };

  it('given the counts, tabulates the four staff statuses and prints the mean decision time', () => {
    const { container } = render(<StatusChart summary={summary} />);
    expect(screen.getByRole('img', { name: /kérelmek száma állapot szerint/ })).toBeInTheDocument();
    expect(container.querySelectorAll('svg rect')).toHaveLength(4);
    expect(bodyRows(screen.getByRole('table', { name: 'Kérelmek száma állapot szerint' }))).toEqual([
      ['Benyújtva', '4'],
      ['Jóváhagyva', '10'],
      ['Elutasítva', '2'],
      ['Visszavonva', '1'],
    ]);
    expect(screen.getByText('1,5 nap')).toBeInTheDocument();
    expect(screen.getByText('12 elbírált kérelem alapján, a beküldéstől a döntésig.')).toBeInTheDocument();
  });

  it('given no decided request, says so instead of a mean', () => {
    render(<StatusChart summary={{ ...summary, dontott: 0, atlagos_dontesi_ido_nap: null }} />);
    expect(screen.getByText('Még nincs elbírált kérelem.')).toBeInTheDocument();
  });
});

describe('quota table', () => {
  const row = (user_id: number, nev: string, keret: number, felhasznalt: number, fuggo: number): QuotaUsageRow => ({
    user_id,
    nev,
    keret,
    felhasznalt,
    fuggo,
    maradek: keret - felhasznalt - fuggo,
  });
  const rows = [row(1, 'Zsidó Ödön', 46, 40, 2), row(2, 'Ábel Anna', 46, 10, 0), row(3, 'Csizmár Béla', 0, 0, 0)];

  it('given teachers, lists them by name with every figure and sorts by a clicked column', async () => {
    render(<QuotaTable rows={rows} />);
    const table = screen.getByRole('table', { name: 'Tanárok rendes szabadsága munkanapokban' });
    expect(bodyRows(table).map((r) => r.slice(0, 5))).toEqual([
      ['Ábel Anna', '46', '10', '0', '36'],
      ['Csizmár Béla', '0', '0', '0', '0'],
      ['Zsidó Ödön', '46', '40', '2', '4'],
    ]);
    expect(within(table).getByText('nincs keret')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Maradék/ }));
    expect(bodyRows(table).map((r) => r[0])).toEqual(['Csizmár Béla', 'Zsidó Ödön', 'Ábel Anna']);
  });
});
