// The history table (staff-area.md §2): sortable status, created, decided, type, start, end and
// duration columns; rows arrive filtered and sorted (lib/history-filter.ts), the table reports
// header clicks. A request awaiting a decision offers "Visszavonás" next to its status.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@tavollet/contract/api/teacher';
import { decisionNoteText } from '@tavollet/contract/domain/status-history';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Badge, type BadgeTone } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Table, type SortingState, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/register.ts';
import { SORT_KEYS, type HistorySort, type HistoryStatus, type SortKey } from '../lib/history-filter.ts';
import styles from './history-page.module.css';

const TONES: Record<HistoryStatus, BadgeTone> = {
  benyujtva: 'info',
  jovahagyva: 'success',
  elutasitva: 'danger',
  visszavonva: 'neutral',
};
const date = { nowrap: true } as const;

export interface HistoryTableProps {
  rows: HistoryRow[];
  sort: HistorySort;
  onSortChange: (sort: HistorySort) => void;
  onWithdraw: (row: HistoryRow) => void;
  loading: boolean;
  /** Shown when no row is left: no request at all, or none matching the filters. */
  emptyText: string;
}

export function HistoryTable({ rows, sort, onSortChange, onWithdraw, loading, emptyText }: HistoryTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo<TableColumn<HistoryRow>[]>(() => {
    const names = (row: HistoryRow) => ({
      type: t(`types.${row.typeId}`),
      from: formatDate(row.start),
      to: formatDate(row.end),
    });
    return [
      {
        id: 'status',
        header: t('history.columns.status'),
        accessorKey: 'status',
        // The withdraw button sits under the status it changes, so it never scrolls out of view.
        cell: ({ row: { original: row } }) => (
          <span className={styles.status}>
            <Badge tone={TONES[row.status]}>{t(`statuses.${row.status}`)}</Badge>
            {row.canWithdraw && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onWithdraw(row)}
                aria-label={t('history.withdraw.buttonLabel', names(row))}
              >
                {t('history.withdraw.button')}
              </Button>
            )}
          </span>
        ),
        meta: date,
      },
      {
        id: 'createdAt',
        header: t('history.columns.createdAt'),
        accessorKey: 'createdAt',
        cell: (c) => formatDate(c.row.original.createdAt),
        meta: date,
      },
      {
        id: 'decidedAt',
        header: t('history.columns.decidedAt'),
        accessorKey: 'decidedAt',
        cell: (c) => formatDate(c.row.original.decidedAt),
        meta: date,
      },
      {
        id: 'type',
        header: t('history.columns.type'),
        accessorFn: (row) => t(`types.${row.typeId}`),
        // The teacher's note and the decision's reason under the type, instead of one more column.
        cell: ({ row: { original: row } }) => (
          <span className={styles.typeCell}>
            <span>{t(`types.${row.typeId}`)}</span>
            {row.megjegyzes && <span className={styles.note}>{row.megjegyzes}</span>}
            {row.jovahagyoi_megjegyzes && (
              <span className={styles.note}>
                {decisionNoteText(row.status === 'elutasitva', row.jovahagyoi_megjegyzes)}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'start',
        header: t('history.columns.start'),
        accessorKey: 'start',
        cell: (c) => formatDate(c.row.original.start),
        meta: date,
      },
      {
        id: 'end',
        header: t('history.columns.end'),
        accessorKey: 'end',
        cell: (c) => formatDate(c.row.original.end),
        meta: date,
      },
      { id: 'days', header: t('history.columns.days'), accessorKey: 'days', meta: { align: 'end', nowrap: true } },
    ];
  }, [t, onWithdraw]);

  const sorting: SortingState = [{ id: sort.key, desc: sort.desc }];
  const handleSortingChange = (next: SortingState) => {
    const first = next[0];
    if (first && (SORT_KEYS as readonly string[]).includes(first.id))
      onSortChange({ key: first.id as SortKey, desc: first.desc });
  };

  return (
    <Table
      label={t('history.tableLabel')}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      sorting={sorting}
      onSortingChange={handleSortingChange}
      manualSorting
      emptyText={emptyText}
      loading={loading}
      loadingText={t('history.loading')}
    />
  );
}
