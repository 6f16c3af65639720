// The reports table (admin-area.md §2 "/admin/hibabejelentesek"): critical flag, Dátum, Bejelentő,
// Tárgy (cut to one line, the whole text kept for screen readers and as a tooltip), Státusz and the
// actions Részletek, Továbbítás (off once forwarded) and Lezárás (off when closed). The rows keep
// the server's order (admin-area.md §4), so the headers do not sort.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueItem } from '@tavollet/contract/api/admin-issues';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { formatDateTime } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/issues.ts';
import { canClose, canForward } from '../lib/issue-view.ts';
import { CriticalFlag, IssueStatusBadge } from './issue-status.tsx';
import shared from '../../../components/page.module.css';
import styles from './issues-page.module.css';

export interface IssuesTableProps {
  rows: IssueItem[];
  loading: boolean;
  closingId: number | null;
  onDetails: (item: IssueItem) => void;
  onForward: (item: IssueItem) => void;
  onClose: (item: IssueItem) => void;
}

const nowrap = { nowrap: true } as const;

type RowActionProps = Pick<IssuesTableProps, 'closingId' | 'onDetails' | 'onForward' | 'onClose'>;

/**
 * The row actions read the running close and the handlers from here: the column definitions stay
 * the same objects, so the table never remounts a row's buttons (which would drop the focus).
 */
const RowActionContext = createContext<RowActionProps | null>(null);

function RowActions({ item: r }: { item: IssueItem }) {
  const { t } = useTranslation(NS);
  const { closingId, onDetails, onForward, onClose } = useContext(RowActionContext)!;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onDetails(r)}
        data-issue-details={r.bejelentes_id}
        aria-label={t('issues.actions.detailsLabel', { subject: r.targy })}
      >
        {t('issues.actions.details')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onForward(r)}
        disabled={!canForward(r)}
        aria-label={t('issues.actions.forwardLabel', { subject: r.targy })}
      >
        {t('issues.actions.forward')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onClose(r)}
        disabled={!canClose(r)}
        loading={closingId === r.bejelentes_id}
        aria-label={t('issues.actions.closeLabel', { subject: r.targy })}
      >
        {t('issues.actions.close')}
      </Button>
    </div>
  );
}

export function IssuesTable({ rows, loading, closingId, onDetails, onForward, onClose }: IssuesTableProps) {
  const { t } = useTranslation(NS);
  const actions = useMemo(
    () => ({ closingId, onDetails, onForward, onClose }),
    [closingId, onDetails, onForward, onClose],
  );
  const columns = useMemo<TableColumn<IssueItem>[]>(
    () => [
      {
        id: 'critical',
        header: () => <span className={shared.srOnly}>{t('issues.columns.critical')}</span>,
        cell: ({ row: { original: r } }) => <CriticalFlag critical={r.kritikus_e} />,
        meta: { align: 'center' },
      },
      {
        id: 'date',
        header: t('issues.columns.date'),
        cell: ({ row: { original: r } }) => formatDateTime(r.bejelentes_idopont),
        meta: nowrap,
      },
      { id: 'reporter', header: t('issues.columns.reporter'), accessorKey: 'bejelento' },
      {
        id: 'subject',
        header: t('issues.columns.subject'),
        cell: ({ row: { original: r } }) => (
          <span className={styles.subject} title={r.targy}>
            {r.targy}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('issues.columns.status'),
        cell: ({ row: { original: r } }) => <IssueStatusBadge statusz={r.statusz} />,
        meta: nowrap,
      },
      {
        id: 'actions',
        header: t('issues.columns.actions'),
        cell: ({ row: { original: r } }) => <RowActions item={r} />,
        meta: nowrap,
      },
    ],
    [t],
  );

  return (
    <RowActionContext.Provider value={actions}>
      <Table
        label={t('issues.tableLabel')}
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.bejelentes_id)}
        enableSorting={false}
        emptyText={t('issues.empty')}
        loading={loading}
        loadingText={t('issues.loading')}
        dense
        className={styles.tableBox}
      />
    </RowActionContext.Provider>
  );
}
