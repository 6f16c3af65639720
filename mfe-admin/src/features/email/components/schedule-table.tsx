// The schedule table (admin-area.md §2 "/admin/email"): Email neve, Gyakoriság, Küldés (the
// summary), Címzettek, Művelet with Módosítás, Törlés and Blokkolás/Feloldás (its tooltip names the
// current state, aktív or inaktív). Empty: "Nincs ütemezés".
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleItem } from '@tavollet/contract/api/admin-email';
import { scheduleSummary } from '@tavollet/contract/domain/schedule-summary';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { formatDateTime } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/email.ts';
import styles from './email-page.module.css';

export interface ScheduleTableProps {
  rows: ScheduleItem[];
  loading: boolean;
  togglingId: number | null;
  onEdit: (item: ScheduleItem) => void;
  onDelete: (item: ScheduleItem) => void;
  onToggle: (item: ScheduleItem) => void;
}

type RowActionProps = Pick<ScheduleTableProps, 'togglingId' | 'onEdit' | 'onDelete' | 'onToggle'>;
/** The handlers reach the row buttons through context, so the columns never change identity. */
const RowActionContext = createContext<RowActionProps | null>(null);

function RowActions({ item }: { item: ScheduleItem }) {
  const { t } = useTranslation(NS);
  const { togglingId, onEdit, onDelete, onToggle } = useContext(RowActionContext)!;
  const state = item.aktiv ? t('email.schedules.stateActive') : t('email.schedules.stateInactive');
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" onClick={() => onEdit(item)} data-schedule-edit={item.email_id}>
        {t('email.schedules.edit')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onDelete(item)} data-schedule-delete={item.email_id}>
        {t('email.schedules.delete')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        title={state}
        aria-label={`${item.aktiv ? t('email.schedules.block') : t('email.schedules.unblock')} (${state})`}
        loading={togglingId === item.email_id}
        onClick={() => onToggle(item)}
        data-schedule-toggle={item.email_id}
      >
        {item.aktiv ? t('email.schedules.block') : t('email.schedules.unblock')}
      </Button>
    </div>
  );
}

function Recipients({ item }: { item: ScheduleItem }) {
  const { t } = useTranslation(NS);
  const groups = item.group.map((g) => t(`email.groups.${g}`));
  const shown = item.to.slice(0, 2);
  const more = item.to.length - shown.length;
  const parts = [...groups, ...shown, ...(more > 0 ? [t('email.schedules.moreAddresses', { count: more })] : [])];
  return (
    <span className={styles.recipients}>{parts.length ? parts.join(', ') : t('email.schedules.noRecipients')}</span>
  );
}

export function ScheduleTable({ rows, loading, togglingId, onEdit, onDelete, onToggle }: ScheduleTableProps) {
  const { t } = useTranslation(NS);
  const actions = useMemo(() => ({ togglingId, onEdit, onDelete, onToggle }), [togglingId, onEdit, onDelete, onToggle]);
  const columns = useMemo<TableColumn<ScheduleItem>[]>(
    () => [
      {
        id: 'name',
        header: t('email.schedules.columns.name'),
        cell: ({ row: { original: r } }) => (
          <span className={styles.nameCell}>
            <span>{r.name}</span>
            {!r.aktiv && <Badge tone="neutral">{t('email.schedules.inactiveBadge')}</Badge>}
          </span>
        ),
      },
      {
        id: 'frequency',
        header: t('email.schedules.columns.frequency'),
        cell: ({ row: { original: r } }) => t(`email.frequencies.${r.frequency}`),
        meta: { nowrap: true },
      },
      {
        id: 'send',
        header: t('email.schedules.columns.send'),
        cell: ({ row: { original: r } }) => (
          <span title={r.nextRunAt ? t('email.schedules.nextRun', { when: formatDateTime(r.nextRunAt) }) : undefined}>
            {scheduleSummary(r)}
          </span>
        ),
      },
      {
        id: 'recipients',
        header: t('email.schedules.columns.recipients'),
        cell: ({ row: { original: r } }) => <Recipients item={r} />,
      },
      {
        id: 'actions',
        header: t('email.schedules.columns.actions'),
        cell: ({ row: { original: r } }) => <RowActions item={r} />,
        meta: { nowrap: true },
      },
    ],
    [t],
  );
  return (
    <RowActionContext.Provider value={actions}>
      <Table
        label={t('email.schedules.tableLabel')}
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.email_id)}
        enableSorting={false}
        emptyText={t('email.schedules.empty')}
        loading={loading}
        loadingText={t('email.schedules.loading')}
        dense
        className={styles.tableBox}
      />
    </RowActionContext.Provider>
  );
}
