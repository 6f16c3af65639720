// The approval list (staff-area.md §2 "Approval screens"): requester, request date, type (with its
// stage), period (with its working days), urgent flag, remaining quota and the actions Részletek / Jóváhagyás /
// Elutasítás, with a checkbox per row and one for all (bulk approve). Rows arrive in the default
// order (lib/pending-order.ts); a header click sorts by that column. In a narrow box each row is a
// card (the design system's Table), its actions in view.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingRow } from '@tavollet/contract/api/leaders';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/register.ts';
import { SelectBox } from './select-box.tsx';
import styles from './approvals.module.css';

export type RowAction = 'details' | 'approve' | 'reject';

export interface ApprovalsTableProps {
  rows: PendingRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onAction: (action: RowAction, row: PendingRow, opener: HTMLElement) => void;
  loading: boolean;
}

const nowrap = { nowrap: true } as const;
const number = { align: 'end', nowrap: true } as const;

interface Selection {
  rows: PendingRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

/**
 * The checkboxes read the selection from here: the column definitions stay the same objects, so
 * a tick never remounts the checkboxes (which would drop the focus of the one just pressed).
 */
const SelectionContext = createContext<Selection | null>(null);

function SelectAll() {
  const { t } = useTranslation(NS);
  const { rows, selected, onToggleAll } = useContext(SelectionContext)!;
  const all = rows.length > 0 && rows.every((r) => selected.has(r.kerelem_id));
  return (
    <SelectBox
      label={t('approvals.select.all')}
      checked={all}
      indeterminate={!all && rows.some((r) => selected.has(r.kerelem_id))}
      disabled={rows.length === 0}
      onChange={onToggleAll}
    />
  );
}

function SelectRow({ row, name }: { row: PendingRow; name: string }) {
  const { t } = useTranslation(NS);
  const { selected, onToggle } = useContext(SelectionContext)!;
  return (
    <SelectBox
      label={t('approvals.select.row', { row: name })}
      checked={selected.has(row.kerelem_id)}
      onChange={() => onToggle(row.kerelem_id)}
    />
  );
}

const rowId = (r: PendingRow) => String(r.kerelem_id);

export function ApprovalsTable({ rows, selected, onToggle, onToggleAll, onAction, loading }: ApprovalsTableProps) {
  const { t } = useTranslation(NS);
  const selection = useMemo(() => ({ rows, selected, onToggle, onToggleAll }), [rows, selected, onToggle, onToggleAll]);

  const columns = useMemo<TableColumn<PendingRow>[]>(() => {
    const rowName = (r: PendingRow) =>
      t('approvals.rowName', {
        name: r.nev,
        type: t(`types.${r.tipus}`),
        from: formatDate(r.kezdete),
        to: formatDate(r.vege),
      });
    return [
      {
        id: 'select',
        enableSorting: false,
        header: () => <SelectAll />,
        cell: ({ row: { original: r } }) => <SelectRow row={r} name={rowName(r)} />,
      },
      {
        id: 'nev',
        header: t('approvals.columns.requester'),
        accessorKey: 'nev',
        cell: ({ row: { original: r } }) => <Requester row={r} />,
      },
      {
        id: 'keres_datum',
        header: t('approvals.columns.requestDate'),
        accessorKey: 'keres_datum',
        cell: (c) => formatDate(c.row.original.keres_datum),
        meta: nowrap,
      },
      {
        id: 'tipus',
        header: t('approvals.columns.type'),
        accessorFn: (r) => t(`types.${r.tipus}`),
        // The stage under the type: one column less, so the actions fit a laptop screen.
        cell: ({ row: { original: r } }) => (
          <span className={styles.stack}>
            <span>{t(`types.${r.tipus}`)}</span>
            <span className={styles.muted}>{t(`stages.${r.stage}`)}</span>
          </span>
        ),
      },
      {
        id: 'kezdete',
        header: t('approvals.columns.period'),
        accessorKey: 'kezdete',
        // The two dates on two lines: the row stays narrow enough for the actions to show.
        cell: ({ row: { original: r } }) => (
          <span className={styles.stack}>
            <span className={styles.nowrap}>{`${formatDate(r.kezdete)} –`}</span>
            <span className={styles.nowrap}>{formatDate(r.vege)}</span>
            <span className={styles.muted}>{t('approvals.workingDays', { count: r.munkanapok_szama })}</span>
          </span>
        ),
      },
      {
        id: 'surgos',
        header: t('approvals.columns.urgent'),
        // Descending puts the urgent ones on top, as the default order does.
        accessorFn: (r) => (r.surgos ? 1 : 0),
        sortDescFirst: true,
        cell: ({ row: { original: r } }) =>
          r.surgos ? (
            <Badge tone="danger">{t('approvals.urgent')}</Badge>
          ) : (
            <span className={styles.muted}>{t('approvals.notUrgent')}</span>
          ),
        meta: nowrap,
      },
      {
        id: 'maradek',
        header: t('approvals.columns.remaining'),
        accessorKey: 'maradek',
        cell: ({ row: { original: r } }) =>
          r.maradek === null ? (
            <span className={styles.muted}>{t('approvals.noQuota')}</span>
          ) : (
            <span className={r.maradek < 0 ? styles.negative : undefined}>
              {t('approvals.remainingDays', { count: r.maradek })}
            </span>
          ),
        meta: number,
      },
      {
        id: 'actions',
        enableSorting: false,
        header: t('approvals.columns.actions'),
        cell: ({ row: { original: r } }) => <RowActions row={r} name={rowName(r)} onAction={onAction} />,
      },
    ];
  }, [t, onAction]);

  return (
    <SelectionContext.Provider value={selection}>
      <Table
        label={t('approvals.tableLabel')}
        columns={columns}
        data={rows}
        getRowId={rowId}
        emptyText={t('approvals.empty')}
        loading={loading}
        loadingText={t('approvals.loading')}
        dense
      />
    </SelectionContext.Provider>
  );
}

function RowActions({
  row,
  name,
  onAction,
}: {
  row: PendingRow;
  name: string;
  onAction: ApprovalsTableProps['onAction'];
}) {
  const { t } = useTranslation(NS);
  const button = (action: RowAction, variant: 'secondary' | 'primary' | 'danger') => (
    <Button
      size="sm"
      variant={variant}
      aria-label={t(`approvals.actions.${action}Label`, { row: name })}
      onClick={(e) => onAction(action, row, e.currentTarget)}
    >
      {t(`approvals.actions.${action}`)}
    </Button>
  );
  return (
    <span className={styles.actions}>
      {button('details', 'secondary')}
      {button('approve', 'primary')}
      {button('reject', 'danger')}
    </span>
  );
}

function Requester({ row: r }: { row: PendingRow }) {
  const { t } = useTranslation(NS);
  return (
    <span className={styles.stack}>
      <span className={styles.name}>{r.nev}</span>
      {r.om && <span className={`${styles.muted} ${styles.nowrap}`}>{t('approvals.om', { om: r.om })}</span>}
      {r.letrehozo_nev && <span className={styles.muted}>{t('approvals.filedBy', { name: r.letrehozo_nev })}</span>}
    </span>
  );
}
