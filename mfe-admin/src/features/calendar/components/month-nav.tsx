// The month calendar's heading and navigation (admin-area.md §2 "Month calendar in the Hungarian
// locale"): "2026. szeptember" as the grid's label, previous/next month, "Ma", and a month and
// year jump (1900–2099, §9).
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { formatMonthYear } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/calendar.ts';
import type { MonthView } from '../hooks/use-month-view.ts';
import { FIRST_YEAR, LAST_YEAR } from '../lib/month-grid.ts';
import styles from './calendar.module.css';

const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => String(FIRST_YEAR + i));

export function MonthNav({ view, headingId }: { view: MonthView; headingId: string }) {
  const { t } = useTranslation(NS);
  const { ev, honap } = view.month;
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: t(`calendar.month.names.${i}`),
  }));
  return (
    <div className={styles.nav}>
      <div className={styles.navRow}>
        <Button
          size="sm"
          variant="ghost"
          onClick={view.prev}
          aria-label={t('calendar.month.prev')}
          disabled={ev === FIRST_YEAR && honap === 1}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <h3 id={headingId} className={styles.monthTitle} aria-live="polite">
          {formatMonthYear(ev, honap)}
          {view.refreshing && <span className={styles.refreshing} aria-hidden="true" />}
        </h3>
        <Button
          size="sm"
          variant="ghost"
          onClick={view.next}
          aria-label={t('calendar.month.next')}
          disabled={ev === LAST_YEAR && honap === 12}
        >
          <span aria-hidden="true">›</span>
        </Button>
        <Button size="sm" onClick={view.goToday}>
          {t('calendar.month.today')}
        </Button>
      </div>
      <div className={styles.jump}>
        <Select
          label={t('calendar.month.month')}
          options={months}
          value={String(honap)}
          onChange={(e) => view.jump({ ev, honap: Number(e.target.value) })}
        />
        <Select
          label={t('calendar.month.year')}
          options={YEARS.map((y) => ({ value: y, label: y }))}
          value={String(ev)}
          onChange={(e) => view.jump({ ev: Number(e.target.value), honap })}
        />
      </div>
    </div>
  );
}
