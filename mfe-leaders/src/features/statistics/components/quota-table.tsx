// Every teacher's regular leave this year (docs/architecture.md "Dates, working days and
// quotas"): a sortable design-system Table with a small bar of used and pending days against the
// keret. The bar is decoration: the numbers are in their own columns.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotaUsageRow } from '@tavollet/contract/api/leaders-statistics';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/register.ts';
import styles from './charts.module.css';

/** Used and pending days as a share of the keret (0 without a keret), for sorting and the bar. */
const usageOf = (r: QuotaUsageRow) => (r.keret > 0 ? (r.felhasznalt + r.fuggo) / r.keret : 0);
const pct = (part: number, whole: number) => `${Math.min(100, whole > 0 ? (part / whole) * 100 : 0)}%`;

function UsageBar({ row }: { row: QuotaUsageRow }) {
  const { t } = useTranslation(NS);
  if (row.keret <= 0) return <span className={styles.muted}>{t('statistics.quota.noQuota')}</span>;
  return (
    <span
      className={styles.usage}
      aria-hidden="true"
      title={t('statistics.quota.usageTitle', { used: row.felhasznalt, pending: row.fuggo, keret: row.keret })}
    >
      <span className={styles.usageUsed} style={{ width: pct(row.felhasznalt, row.keret) }} />
      <span className={styles.usagePending} style={{ width: pct(row.fuggo, row.keret) }} />
    </span>
  );
}

export function QuotaTable({ rows }: { rows: QuotaUsageRow[] }) {
  const { t } = useTranslation(NS);
  const columns = useMemo<TableColumn<QuotaUsageRow>[]>(() => {
    const num = (id: 'keret' | 'felhasznalt' | 'fuggo' | 'maradek'): TableColumn<QuotaUsageRow> => ({
      id,
      header: t(`statistics.quota.${id}`),
      accessorKey: id,
      meta: { align: 'end', nowrap: true },
    });
    return [
      { id: 'nev', header: t('statistics.quota.name'), accessorKey: 'nev' },
      num('keret'),
      num('felhasznalt'),
      num('fuggo'),
      num('maradek'),
      {
        id: 'usage',
        header: t('statistics.quota.usage'),
        accessorFn: usageOf,
        cell: ({ row }) => <UsageBar row={row.original} />,
      },
    ];
  }, [t]);
  return (
    <Table
      label={t('statistics.quota.tableLabel')}
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.user_id)}
      defaultSorting={[{ id: 'nev', desc: false }]}
      emptyText={t('statistics.empty')}
    />
  );
}
