// A 24-point history as a plain SVG line (admin-area.md §2 "Each summary tile keeps a history of 24
// points"): coloured by a token, and named for screen readers by a sentence with the lowest,
// highest and last value.
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';
import { formatNumber, sparklinePoints, unitKey, type Metric } from '../lib/stats-format.ts';
import styles from './admin-home.module.css';

const W = 120;
const H = 32;

export function Sparkline({ metric, name, values }: { metric: Metric; name: string; values: number[] }) {
  const { t } = useTranslation(NS);
  if (values.length < 2) return <p className={styles.noHistory}>{t('home.summary.noHistory')}</p>;
  const shown = (v: number) => t(unitKey(metric), { value: formatNumber(metric, v) });
  const label = t('home.summary.history', {
    name,
    count: values.length,
    min: shown(Math.min(...values)),
    max: shown(Math.max(...values)),
    last: shown(values[values.length - 1]!),
  });
  return (
    <svg
      className={styles.sparkline}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <line className={styles.baseline} x1={0} x2={W} y1={H - 1} y2={H - 1} />
      <polyline className={styles.line} points={sparklinePoints(values, W, H)} />
    </svg>
  );
}
