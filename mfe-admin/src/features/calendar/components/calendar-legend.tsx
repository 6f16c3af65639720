// The calendar's legend (admin-area.md §2: t green, m amber, s red; §3 "Day" labels): the three
// types, the neutral weekday and weekend of a day without a stored type, and the note marker.
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { DAY_TYPES } from '@tavollet/contract/codes';
import { NS } from '../../../i18n/calendar.ts';
import styles from './day-cells.module.css';

export function CalendarLegend() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.legend}>
      <h4 className={styles.legendTitle}>{t('calendar.legend.title')}</h4>
      <ul className={styles.legendList}>
        {DAY_TYPES.map((type) => (
          <li key={type}>
            <span className={clsx(styles.swatch, styles[`type_${type}`])} aria-hidden="true">
              {type}
            </span>
            {t(`calendar.types.${type}`)}
          </li>
        ))}
        <li>
          <span className={clsx(styles.swatch, styles.weekdayNone)} aria-hidden="true" />
          {t('calendar.legend.none')}
        </li>
        <li>
          <span className={clsx(styles.swatch, styles.weekend)} aria-hidden="true" />
          {t('calendar.legend.weekend')}
        </li>
        <li>
          <span className={clsx(styles.swatch, styles.weekdayNone)} aria-hidden="true">
            <span className={styles.noteMark} />
          </span>
          {t('calendar.legend.note')}
        </li>
      </ul>
    </div>
  );
}
