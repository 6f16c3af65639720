// The HR table (staff-area.md §2 "/app/hr"): sortable teacher, OM id, status, created, decided,
// type, start, end, duration and working-day columns (decided, duration and working days only
// where the table has room, 0565); the rows arrive sorted and paged by the server (manualSorting),
// the table reports header clicks. "Részletek" opens the details dialog.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HR_SORT_KEYS, type HrRow, type HrSortKey, type HrStatus } from '@tavollet/contract/api/hr';
import { decisionNoteText } from '@tavollet/contract/domain/status-history';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Badge, type BadgeTone } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Table, type SortingState, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/register.ts';
import type { HrSort } from '../lib/hr-params.ts';
import styles from './hr-page.module.css';

const TONES: Record<HrStatus, BadgeTone> = {
  benyujtva: 'info',
  jovahagyva: 'success',
  elutasitva: 'danger',
  visszavonva: 'neutral',
};
const nowrap = { nowrap: true } as const;
// Columns a laptop's main area has no room for: shown from 75rem of table width and in the cards;
// the details dialog shows their values at any width.
const later = { nowrap: true, priority: 'low' } as const;

export interface HrTableProps {
  rows: HrRow[];
  sort: HrSort;
  onSortChange: (sort: HrSort) => void;
  onDetails: (row: HrRow) => void;
  loading: boolean;
}

export function HrTable({ rows, sort, onSortChange, onDetails, loading }: HrTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo<TableColumn<HrRow>[]>(
    () => [
      // Who first: the column HR reads a row by, visible without scrolling on a laptop.
      { id: 'nev', header: t('columns.nev'), accessorKey: 'teacherName' },
      { id: 'om', header: t('columns.om'), accessorKey: 'om', cell: (c) => c.row.original.om ?? '', meta: nowrap },
      {
        id: 'statusz',
        header: t('columns.statusz'),
        accessorKey: 'status',
        cell: ({ row: { original: r } }) => <Badge tone={TONES[r.status]}>{t(`statuses.${r.status}`)}</Badge>,
        meta: nowrap,
      },
      {
        id: 'letrehozva',
        header: t('columns.letrehozva'),
        accessorKey: 'createdAt',
        cell: (c) => formatDate(c.row.original.createdAt),
        meta: nowrap,
      },
      {
        id: 'elbiralva',
        header: t('columns.elbiralva'),
        accessorKey: 'decidedAt',
        cell: (c) => formatDate(c.row.original.decidedAt),
        meta: later,
      },
      {
        id: 'tipus',
        header: t('columns.tipus'),
        accessorKey: 'typeId',
        cell: ({ row: { original: r } }) => (
          <span className={styles.typeCell}>
            <span>{t(`types.${r.typeId}`)}</span>
            {r.jovahagyoi_megjegyzes && (
              <span className={styles.note}>
                {decisionNoteText(r.status === 'elutasitva', r.jovahagyoi_megjegyzes)}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'kezdete',
        header: t('columns.kezdete'),
        accessorKey: 'start',
        cell: (c) => formatDate(c.row.original.start),
        meta: nowrap,
      },
      {
        id: 'vege',
        header: t('columns.vege'),
        accessorKey: 'end',
        cell: (c) => formatDate(c.row.original.end),
        meta: nowrap,
      },
      { id: 'napok', header: t('columns.napok'), accessorKey: 'days', meta: { ...later, align: 'end' } },
      {
        id: 'munkanapok',
        header: t('columns.munkanapok'),
        accessorKey: 'munkanapok_szama',
        meta: { ...later, align: 'end' },
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onDetails(r)}
            aria-label={t('details.buttonLabel', {
              name: r.teacherName,
              from: formatDate(r.start),
              to: formatDate(r.end),
            })}
          >
            {t('details.button')}
          </Button>
        ),
      },
    ],
    [t, onDetails],
  );

  const sorting: SortingState = [{ id: sort.key, desc: sort.desc }];
  const handleSortingChange = (next: SortingState) => {
    const first = next[0];
    if (first && (HR_SORT_KEYS as readonly string[]).includes(first.id))
      onSortChange({ key: first.id as HrSortKey, desc: first.desc });
  };

  return (
    <Table
      label={t('tableLabel')}
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.id)}
      sorting={sorting}
      onSortingChange={handleSortingChange}
      manualSorting
      emptyText={t('empty')}
      loading={loading}
      loadingText={t('loading')}
      dense
    />
  );
}
