// The day grid (admin-area.md §2 "/admin/tanev-napok", §9 "calendar day cells 36 px"): a WAI-ARIA
// grid with a roving tabindex (one cell in the tab order; arrows, Home/End, PageUp/PageDown move,
// Enter/Space act as a click), weeks from Monday under "H K Sze Cs P Szo V". A cell is coloured by
// its type t/m/s, shows the type's letter and a marker for a note; a day without a stored type is
// neutral, weekends darker.
import clsx from 'clsx';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isoWeekday } from '@tavollet/contract/domain/dates';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/calendar.ts';
import type { MonthView } from '../hooks/use-month-view.ts';
import styles from './day-cells.module.css';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

export interface DayGridProps {
  view: MonthView;
  gridRef: RefObject<HTMLTableElement | null>;
  labelledBy: string;
}

export function DayGrid({ view, gridRef, labelledBy }: DayGridProps) {
  const { t } = useTranslation(NS);
  // The focused day is in the shown month (useMonthView keeps it there); else the 1st takes the tab stop.
  const focusable = view.weeks.flat().includes(view.focused) ? view.focused : view.weeks.flat().find(Boolean);

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      className={styles.grid}
      onKeyDown={view.onGridKeyDown}
      data-testid="day-grid"
    >
      <thead>
        <tr>
          {WEEKDAYS.map((i) => (
            <th key={i} scope="col" abbr={t(`calendar.month.weekdayNames.${i}`)} className={styles.weekday}>
              {t(`calendar.month.weekdays.${i}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.weeks.map((week, w) => (
          <tr key={w}>
            {week.map((datum, i) => {
              if (!datum) return <td key={i} className={styles.blank} />;
              const day = view.days.get(datum);
              const weekend = isoWeekday(datum) >= 6;
              const type = day ? t(`calendar.types.${day.tipus}`) : t('calendar.month.noType');
              const label = [
                t('calendar.month.dayLabel', {
                  date: formatDate(datum),
                  weekday: t(`calendar.month.weekdayNames.${isoWeekday(datum) - 1}`),
                  type,
                }),
                day?.megjegyzes ? t('calendar.month.noteLabel', { note: day.megjegyzes }) : null,
                datum === view.today ? t('calendar.month.todayLabel') : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td
                  key={datum}
                  data-date={datum}
                  data-type={day?.tipus ?? 'none'}
                  aria-selected={view.selected === datum}
                  aria-current={datum === view.today ? 'date' : undefined}
                  tabIndex={datum === focusable ? 0 : -1}
                  onClick={() => view.toggle(datum)}
                  className={clsx(
                    styles.day,
                    day ? styles[`type_${day.tipus}`] : weekend ? styles.weekend : styles.weekdayNone,
                    view.selected === datum && styles.selected,
                    datum === view.today && styles.today,
                  )}
                >
                  <span className={styles.srOnly}>{label}</span>
                  <span className={styles.dayNumber} aria-hidden="true">
                    {Number(datum.slice(8, 10))}
                  </span>
                  {day && (
                    <span className={styles.dayLetter} aria-hidden="true">
                      {day.tipus}
                    </span>
                  )}
                  {day?.megjegyzes && <span className={styles.noteMark} aria-hidden="true" />}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
