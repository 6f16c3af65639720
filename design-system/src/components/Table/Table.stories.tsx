import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '../../lib/format-date.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Table } from './Table.tsx';

interface Request {
  id: string;
  nev: string;
  tipus: string;
  statusz: 'Benyújtva' | 'Jóváhagyva' | 'Elutasítva';
  kezdete: string;
  vege: string;
  napok: number;
}

const data: Request[] = [
  {
    id: '1',
    nev: 'Kiss Anna',
    tipus: 'Rendes szabadság',
    statusz: 'Benyújtva',
    kezdete: '2026-12-01',
    vege: '2026-12-05',
    napok: 5,
  },
  {
    id: '2',
    nev: 'Ábrahám Béla',
    tipus: 'Apasági szabadság',
    statusz: 'Jóváhagyva',
    kezdete: '2026-11-24',
    vege: '2026-11-28',
    napok: 5,
  },
  {
    id: '3',
    nev: 'Öveges Ödön',
    tipus: 'Haláleset',
    statusz: 'Elutasítva',
    kezdete: '2026-11-23',
    vege: '2026-11-24',
    napok: 2,
  },
  {
    id: '4',
    nev: 'Zsigmond Éva',
    tipus: 'Szülői szabadság',
    statusz: 'Benyújtva',
    kezdete: '2027-01-04',
    vege: '2027-01-15',
    napok: 10,
  },
];

const tones = { Benyújtva: 'info', Jóváhagyva: 'success', Elutasítva: 'danger' } as const;
const col = createColumnHelper<Request>();
const columns = [
  col.accessor('statusz', { header: 'Státusz', cell: (c) => <Badge tone={tones[c.getValue()]}>{c.getValue()}</Badge> }),
  col.accessor('nev', { header: 'Név' }),
  col.accessor('tipus', { header: 'Típus' }),
  col.accessor('kezdete', { header: 'Kezdete', cell: (c) => formatDate(c.getValue()), meta: { nowrap: true } }),
  col.accessor('vege', { header: 'Vége', cell: (c) => formatDate(c.getValue()), meta: { nowrap: true } }),
  col.accessor('napok', { header: 'Időtartam (nap)', meta: { align: 'end', nowrap: true } }),
  col.display({
    id: 'muvelet',
    header: 'Művelet',
    cell: () => (
      <Button size="sm" variant="ghost">
        Részletek
      </Button>
    ),
  }),
];

const meta = {
  title: 'Components/Table',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Rows of the same kind with columns to compare and sort (history, HR list, users). Not for a layout, nor for two or three values (use a definition list or a Card). Below 40rem of its own width each row becomes a card of "column: value" lines (sort buttons above); a column with `meta.priority: \'low\'` shows only from 75rem; a table that still does not fit scrolls in its box with "← görgethető →" under it.',
      },
    },
  },
  component: Table<Request>,
  args: { label: 'Szabadság kérelmek', columns, data, getRowId: (r: Request) => r.id },
} satisfies Meta<typeof Table<Request>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SortedByStartDescending: Story = {
  args: { defaultSorting: [{ id: 'kezdete', desc: true }], showCaption: true },
};
export const Dense: Story = { args: { dense: true } };
export const Empty: Story = { args: { data: [], emptyText: 'Nincs a szűrésnek megfelelő kérelem.' } };
export const LoadingEmpty: Story = { args: { data: [], loading: true } };
export const LoadingWithRows: Story = { args: { loading: true, loadingText: 'Feldolgozás…' } };
/** Below 40rem each row is a card; the sortable headers stay above the cards. */
export const NarrowContainer: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
export const NarrowEmpty: Story = {
  args: { data: [], emptyText: 'Nincs jóváhagyandó kérelem.' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
/** "Vége" and "Időtartam" have low priority: left out in a box under 75rem (here 48rem). */
export const LowPriorityColumns: Story = {
  args: {
    columns: columns.map((c) =>
      c.id === 'vege' || c.id === 'napok' ? { ...c, meta: { ...c.meta, priority: 'low' as const } } : c,
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
};
/** Wider than its 42rem box even at its narrowest: it scrolls, and the hint says so. */
export const Overflowing: Story = {
  args: {
    columns: columns.map((c) => ({ ...c, meta: { ...c.meta, nowrap: true } })),
    data: data.map((r) => ({ ...r, nev: `${r.nev} (${r.tipus}, ${r.statusz})` })),
  },
  decorators: [(Story) => <div style={{ maxWidth: '42rem' }}>{Story()}</div>],
};
