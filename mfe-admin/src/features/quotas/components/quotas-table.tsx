// The quotas table (admin-area.md §2 "/admin/szabadsag-keretek", §9 "the quota table shows only
// regular-leave total and used"): Név, OM azonosító, Rendes szabadság keret and felhasznált, and
// the actions Részletek and Keret szerkesztése (off for someone without an OM id: the edit call
// names the person by it). It scrolls sideways in its own box on a narrow screen.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotaRow } from '@tavollet/contract/api/admin-quotas';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/quotas.ts';
import styles from './quotas-page.module.css';

export interface QuotasTableProps {
  rows: QuotaRow[];
  loading: boolean;
  /** A filter hides every row: "Nincs találat a szűrőre" instead of "Nincs adat". */
  filtered: boolean;
  onDetails: (row: QuotaRow) => void;
  onEdit: (row: QuotaRow) => void;
}

type Handlers = Pick<QuotasTableProps, 'onDetails' | 'onEdit'>;
/** The handlers come from here, so the columns stay the same objects and focus stays on a row's button. */
const HandlerContext = createContext<Handlers | null>(null);

function RowActions({ row }: { row: QuotaRow }) {
  const { t } = useTranslation(NS);
  const { onDetails, onEdit } = useContext(HandlerContext)!;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onDetails(row)}
        aria-label={t('quotas.actions.detailsLabel', { name: row.nev })}
      >
        {t('quotas.actions.details')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onEdit(row)}
        disabled={!row.oktatasi_azonosito}
        title={row.oktatasi_azonosito ? undefined : t('quotas.actions.noOm')}
        aria-label={t('quotas.actions.editLabel', { name: row.nev })}
      >
        {t('quotas.actions.edit')}
      </Button>
    </div>
  );
}

const numbers = { align: 'end', nowrap: true } as const;

export function QuotasTable({ rows, loading, filtered, onDetails, onEdit }: QuotasTableProps) {
  const { t } = useTranslation(NS);
  const handlers = useMemo(() => ({ onDetails, onEdit }), [onDetails, onEdit]);
  const columns = useMemo<TableColumn<QuotaRow>[]>(
    () => [
      {
        id: 'nev',
        header: t('quotas.columns.name'),
        accessorKey: 'nev',
        cell: ({ row: { original: r } }) => (
          <span className={styles.name}>
            {r.nev}
            {r.blocked && <Badge tone="warning">{t('quotas.blocked')}</Badge>}
          </span>
        ),
      },
      {
        id: 'om',
        header: t('quotas.columns.om'),
        accessorFn: (r) => r.oktatasi_azonosito ?? '',
        cell: ({ row: { original: r } }) => r.oktatasi_azonosito ?? '—',
        meta: { nowrap: true },
      },
      { id: 'keret', header: t('quotas.columns.keret'), accessorKey: 'rendes_szabadsag_keret', meta: numbers },
      {
        id: 'felhasznalt',
        header: t('quotas.columns.felhasznalt'),
        accessorKey: 'rendes_szabadsag_felhasznalt',
        meta: numbers,
      },
      {
        id: 'actions',
        header: t('quotas.columns.actions'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => <RowActions row={r} />,
        meta: { nowrap: true },
      },
    ],
    [t],
  );
  return (
    <HandlerContext.Provider value={handlers}>
      <Table
        label={t('quotas.tableLabel')}
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.user_id)}
        emptyText={filtered ? t('quotas.noMatch') : t('quotas.empty')}
        loading={loading}
        loadingText={t('quotas.loading')}
        dense
        className={styles.tableBox}
      />
    </HandlerContext.Provider>
  );
}
