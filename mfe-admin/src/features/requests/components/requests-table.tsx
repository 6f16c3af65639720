// The requests table (admin-area.md §2 "/admin/szabadsag-kerelmek"): Státusz, Típus, Név, Kezdete,
// Vége and the row's Részletek / Szerkesztés / Törlés. The rows arrive sorted and paged by the
// server (manualSorting); a header click toggles the direction, a newly chosen column starts
// ascending (the design system's Table), and the order goes to the URL.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_REQUEST_SORT_KEYS,
  type AdminRequestRow,
  type AdminRequestSortKey,
} from '@tavollet/contract/api/admin-requests';
import type { Status } from '@tavollet/contract/codes';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Badge, type BadgeTone } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Table, type SortingState, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/requests.ts';
import type { RequestSort } from '../lib/request-params.ts';
import styles from './requests-page.module.css';

const TONES: Record<Status, BadgeTone> = {
  piszkozat: 'neutral',
  elozetes_jovahagyasra_var: 'info',
  jovahagyasra_var: 'info',
  jovahagyva: 'success',
  elutasitva: 'danger',
  torolve: 'warning',
};
const nowrap = { nowrap: true } as const;

export interface RequestsTableProps {
  rows: AdminRequestRow[];
  sort: RequestSort;
  onSortChange: (sort: RequestSort) => void;
  onAction: (kind: 'details' | 'edit' | 'delete', row: AdminRequestRow) => void;
  loading: boolean;
  emptyText: string;
}

export function RequestsTable({ rows, sort, onSortChange, onAction, loading, emptyText }: RequestsTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo<TableColumn<AdminRequestRow>[]>(() => {
    const who = (r: AdminRequestRow) => ({ name: r.nev ?? '', from: formatDate(r.kezdete), to: formatDate(r.vege) });
    return [
      {
        id: 'statusz',
        header: t('requests.columns.statusz'),
        accessorKey: 'statusz_kod',
        cell: ({ row: { original: r } }) => (
          <Badge tone={TONES[r.statusz_kod]}>{t(`requests.statuses.${r.statusz_kod}`)}</Badge>
        ),
      },
      {
        id: 'tipus',
        header: t('requests.columns.tipus'),
        accessorKey: 'tipus_kod',
        cell: (c) => t(`requests.types.${c.row.original.tipus_kod}`),
      },
      { id: 'nev', header: t('requests.columns.nev'), accessorKey: 'nev', cell: (c) => c.row.original.nev ?? '–' },
      {
        id: 'kezdete',
        header: t('requests.columns.kezdete'),
        accessorKey: 'kezdete',
        cell: (c) => formatDate(c.row.original.kezdete),
        meta: nowrap,
      },
      {
        id: 'vege',
        header: t('requests.columns.vege'),
        accessorKey: 'vege',
        cell: (c) => formatDate(c.row.original.vege),
        meta: nowrap,
      },
      {
        id: 'actions',
        header: t('requests.columns.actions'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onAction('details', r)}
              aria-label={t('requests.actions.detailsLabel', who(r))}
            >
              {t('requests.actions.details')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction('edit', r)}
              aria-label={t('requests.actions.editLabel', who(r))}
            >
              {t('requests.actions.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => onAction('delete', r)}
              aria-label={t('requests.actions.deleteLabel', who(r))}
              disabled={r.statusz_kod === 'torolve'}
            >
              {t('requests.actions.delete')}
            </Button>
          </div>
        ),
      },
    ];
  }, [t, onAction]);

  const sorting: SortingState = [{ id: sort.key, desc: sort.desc }];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    if (first && (ADMIN_REQUEST_SORT_KEYS as readonly string[]).includes(first.id))
      onSortChange({ key: first.id as AdminRequestSortKey, desc: first.desc });
  };

  return (
    <Table
      label={t('requests.tableLabel')}
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.kerelem_id)}
      sorting={sorting}
      onSortingChange={onSortingChange}
      manualSorting
      emptyText={emptyText}
      loading={loading}
      loadingText={t('requests.busy')}
      dense
    />
  );
}
