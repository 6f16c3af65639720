// The summary tiles (admin-area.md §2 "/admin/kezdo"): cpu, mem, rps and err of the live servers
// with their 24-point history, and the error-rate badge: OK below 1 percent, otherwise FIGYELEM.
import { useTranslation } from 'react-i18next';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { errorRateBadge, type StatsSummary } from '@tavollet/contract/api/admin-stats';
import { NS } from '../../../i18n/register.ts';
import { METRICS, formatNumber, unitKey } from '../lib/stats-format.ts';
import { Sparkline } from './sparkline.tsx';
import styles from './admin-home.module.css';

export function SummaryTiles({ summary }: { summary: StatsSummary }) {
  const { t } = useTranslation(NS);
  const badge = errorRateBadge(summary.err);
  return (
    <section className={styles.section} aria-labelledby="admin-summary-title">
      <div className={styles.sectionHead}>
        <h2 id="admin-summary-title" className={styles.sectionTitle}>
          {t('home.summary.title')}
        </h2>
        <span className={styles.muted}>{t('home.summary.upCount', { up: summary.up, total: summary.total })}</span>
      </div>
      <ul className={styles.tiles}>
        {METRICS.map((metric) => {
          const name = t(`home.summary.${metric}`);
          return (
            <li key={metric} className={styles.tile} data-metric={metric}>
              <div className={styles.tileHead}>
                <h3 className={styles.tileTitle}>{name}</h3>
                {metric === 'err' && (
                  <Badge tone={badge === 'OK' ? 'success' : 'warning'}>
                    {badge === 'OK' ? t('home.summary.ok') : t('home.summary.warning')}
                  </Badge>
                )}
              </div>
              <p className={styles.tileValue}>{t(unitKey(metric), { value: formatNumber(metric, summary[metric]) })}</p>
              <Sparkline metric={metric} name={name} values={summary.history[metric]} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
