// The statistics' three chart sections, each with its own call, loading, failure and empty state
// (docs/architecture.md "Statistics").
import { useTranslation } from 'react-i18next';
import { Card } from '@tavollet/design-system/components/Card/Card';
import { NS } from '../../../i18n/register.ts';
import { useMonthly } from '../api/get-monthly.ts';
import { useQuotaUsage } from '../api/get-quota-usage.ts';
import { useStatusSummary } from '../api/get-status-summary.ts';
import { MonthlyChart } from './monthly-chart.tsx';
import { QueryState } from './query-state.tsx';
import { QuotaTable } from './quota-table.tsx';
import { StatusChart } from './status-chart.tsx';
import styles from './charts.module.css';

const schoolYearName = (tanev: number) => `${tanev}/${String(tanev + 1).slice(2)}`;

function Empty() {
  const { t } = useTranslation(NS);
  return <p className={styles.muted}>{t('statistics.empty')}</p>;
}

export function MonthlySection() {
  const { t } = useTranslation(NS);
  const query = useMonthly();
  const data = query.data;
  return (
    <Card title={t('statistics.monthly.title')}>
      {data && (
        <p className={styles.muted}>{t('statistics.monthly.intro', { year: schoolYearName(data.tanev.tanev) })}</p>
      )}
      <QueryState query={query} />
      {data && (data.honapok.some((m) => m.osszesen > 0) ? <MonthlyChart rows={data.honapok} /> : <Empty />)}
    </Card>
  );
}

export function QuotaSection() {
  const { t } = useTranslation(NS);
  const query = useQuotaUsage();
  const data = query.data;
  return (
    <Card title={t('statistics.quota.title')}>
      {data && <p className={styles.muted}>{t('statistics.quota.intro', { year: data.ev })}</p>}
      <QueryState query={query} />
      {data && (data.items.length > 0 ? <QuotaTable rows={data.items} /> : <Empty />)}
    </Card>
  );
}

export function StatusSection() {
  const { t } = useTranslation(NS);
  const query = useStatusSummary();
  const data = query.data;
  const total = data ? Object.values(data.statuszok).reduce((n, v) => n + v, 0) : 0;
  return (
    <Card title={t('statistics.status.title')}>
      {data && (
        <p className={styles.muted}>{t('statistics.status.intro', { year: schoolYearName(data.tanev.tanev) })}</p>
      )}
      <QueryState query={query} />
      {data && (total > 0 ? <StatusChart summary={data} /> : <Empty />)}
    </Card>
  );
}
