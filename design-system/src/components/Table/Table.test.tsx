import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../../i18n/i18n.ts';
import { Table, type SortingState } from './Table.tsx';

beforeAll(() => {
  initI18n();
});

interface Row {
  id: string;
  nev: string;
  napok: number;
}

const rows: Row[] = [
  { id: '1', nev: 'Zsigmond Éva', napok: 3 },
  { id: '2', nev: 'Ábrahám Béla', napok: 12 },
  { id: '3', nev: 'Kiss Anna', napok: 1 },
  { id: '4', nev: 'Öveges Ödön', napok: 5 },
];

const col = createColumnHelper<Row>();
const columns = [
  col.accessor('nev', { header: 'Név' }),
  col.accessor('napok', { header: 'Napok', meta: { align: 'end' } }),
  col.display({ id: 'muvelet', header: 'Művelet', cell: () => <button type="button">Részletek</button> }),
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const numbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Table', () => {
  it('given a label, the table is named by its caption', () => {
    render(<Table label="Kérelmek" columns={columns} data={rows} getRowId={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Kérelmek' })).toBeInTheDocument();
  });

  it('given a click on a header, sorts ascending with Hungarian collation; a second click sorts descending', async () => {
    const user = userEvent.setup();
    render(<Table label="Kérelmek" columns={columns} data={rows} />);
    const header = screen.getByRole('columnheader', { name: /Név/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Ábrahám Béla', 'Kiss Anna', 'Öveges Ödön', 'Zsigmond Éva']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Zsigmond Éva', 'Öveges Ödön', 'Kiss Anna', 'Ábrahám Béla']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('given a sorted column, a newly chosen numeric column starts ascending and the old one loses aria-sort', async () => {
    const user = userEvent.setup();
    render(<Table label="Kérelmek" columns={columns} data={rows} defaultSorting={[{ id: 'nev', desc: true }]} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Név/ });
    const daysHeader = screen.getByRole('columnheader', { name: /Napok/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(daysHeader).getByRole('button'));
    expect(daysHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(numbers()).toEqual(['1', '3', '5', '12']);
  });

  it('given the keyboard, Enter on a header button sorts', async () => {
    const user = userEvent.setup();
    render(<Table label="Kérelmek" columns={columns} data={rows} />);
    await user.tab();
    expect(within(screen.getByRole('columnheader', { name: /Név/ })).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Név/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('given controlled sorting, reports clicks and shows only the sorting it is given', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn();
    function Controlled() {
      const [sorting, setSorting] = useState<SortingState>([{ id: 'napok', desc: true }]);
      return (
        <Table
          label="Kérelmek"
          columns={columns}
          data={rows}
          sorting={sorting}
          onSortingChange={(next) => {
            onSortingChange(next);
            setSorting(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(numbers()).toEqual(['12', '5', '3', '1']);
    await user.click(within(screen.getByRole('columnheader', { name: /Napok/ })).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'napok', desc: false }]);
    expect(numbers()).toEqual(['1', '3', '5', '12']);
  });

  it('given a display column, its header is not sortable', () => {
    render(<Table label="Kérelmek" columns={columns} data={rows} />);
    expect(within(screen.getByRole('columnheader', { name: 'Művelet' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('given no rows, shows the default "Nincs adat" or the given empty text', () => {
    const { rerender } = render(<Table label="Kérelmek" columns={columns} data={[]} />);
    expect(screen.getByRole('cell')).toHaveTextContent('Nincs adat');
    rerender(<Table label="Kérelmek" columns={columns} data={[]} emptyText="Nincs jóváhagyandó kérelem." />);
    expect(screen.getByRole('cell')).toHaveTextContent('Nincs jóváhagyandó kérelem.');
  });

  it('given loading, the table is busy and a loading status is shown', () => {
    render(<Table label="Kérelmek" columns={columns} data={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Betöltés…');
    expect(screen.queryByText('Nincs adat')).not.toBeInTheDocument();
  });

  it('given columns, each cell carries its column name for the card layout: the text header, or meta.label', () => {
    const labelled = [
      col.accessor('nev', { header: 'Név' }),
      col.accessor('napok', { header: () => <span>Napok száma</span>, meta: { label: 'Napok száma' } }),
      col.display({ id: 'jel', header: () => <input type="checkbox" aria-label="Mind" /> }),
    ];
    render(<Table label="Kérelmek" columns={labelled} data={rows.slice(0, 1)} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Név', 'Napok száma', null]);
  });

  it('given any layout, the table, its rows, headers and cells keep their roles for screen readers', () => {
    render(<Table label="Kérelmek" columns={columns} data={rows} />);
    const table = screen.getByRole('table', { name: 'Kérelmek' });
    // Explicit roles: CSS display values of the card layout must not turn the table into plain boxes.
    expect(table).toHaveAttribute('role', 'table');
    expect(
      within(table)
        .getAllByRole('row')
        .every((r) => r.getAttribute('role') === 'row'),
    ).toBe(true);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getAllByRole('cell')).toHaveLength(12);
  });

  it('given a low-priority column, it stays in the table (CSS hides it in a narrow box) with header and cells', () => {
    const prioritised = [
      col.accessor('nev', { header: 'Név' }),
      col.accessor('napok', { header: 'Napok', meta: { priority: 'low' } }),
    ];
    render(<Table label="Kérelmek" columns={prioritised} data={rows} />);
    const header = screen.getByRole('columnheader', { name: /Napok/ });
    const cell = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[1]!;
    const nameHeader = screen.getByRole('columnheader', { name: /Név/ });
    // Header and cells share a class the other columns lack: one container query hides the column.
    const priorityClasses = [...header.classList].filter(
      (c) => cell.classList.contains(c) && !nameHeader.classList.contains(c),
    );
    expect(priorityClasses).toHaveLength(1);
  });

  it('given a table, the sideways-scroll hint is there for the eye only (shown while the box overflows)', () => {
    render(<Table label="Kérelmek" columns={columns} data={rows} />);
    const hint = screen.getByText('← görgethető →');
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('region', { name: 'Kérelmek' })).not.toHaveAttribute('data-overflow-x');
  });
});
