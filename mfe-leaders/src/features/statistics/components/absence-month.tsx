// The month of "Ki van távol?" as a calendar (docs/architecture.md "Statistics"): a table of
// Monday-first weeks under the weekday headers, empty cells before the 1st and after the last day.
// A day shows its number, today and the school calendar's days off, and up to three names
// (approved solid, pending dashed); a narrow grid shows only the counts. The day number is a
// button that opens the day view with the whole list.
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AbsenceDay as Day } from '@tavollet/contract/api/leaders-statistics';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { NS } from '../../../i18n/register.ts';
import { calendarWeeks } from '../lib/ranges.ts';
import { markOf, weekdayOf } from './absence-day.tsx';
import styles from './absence-month.module.css';
// The day cards' approved/pending frames and the charts' screen-reader-only rule, shared.
import cards from './absences.module.css';
import charts from './charts.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Names a cell shows; a longer list shows one name less and "+ N további". */
const MAX_NAMES = 3;
const MONTH_DAY = new Intl.DateTimeFormat('hu-HU', { month: 'long', day: 'numeric', timeZone: 'UTC' });

export interface AbsenceMonthProps {
  days: Day[];
  today: string;
  /** The table's name, e.g. "Ki van távol? – 2026. november, napokra bontva". */
  caption: string;
  busy: boolean;
  onOpenDay: (date: string) => void;
}

export function AbsenceMonth({ days, today, caption, busy, onOpenDay }: AbsenceMonthProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.frame}>
      <table className={styles.grid} aria-busy={busy || undefined}>
        <caption className={charts.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className={styles.weekday}>
                <span className={styles.long}>{t(`statistics.absences.weekdays.${d}`)}</span>
                <span className={styles.short} aria-hidden="true">
                  {t(`statistics.absences.weekdaysShort.${d}`)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(days).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day ? (
                  <MonthDay key={day.datum} day={day} today={today} onOpen={onOpenDay} />
                ) : (
                  <td key={`blank-${i}`} className={styles.blank} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthDay({ day, today, onOpen }: { day: Day; today: string; onOpen: (date: string) => void }) {
  const { t } = useTranslation(NS);
  const isToday = day.datum === today;
  const off = !day.munkanap;
  const markKey = markOf(day);
  // The column already says Saturday or Sunday; only the school calendar's marks are written out.
  const mark = markKey && markKey !== 'weekend' ? t(`statistics.absences.${markKey}`) : null;
  const approved = day.jovahagyott.length;
  const pending = day.fuggo.length;
  const people = [
    ...day.jovahagyott.map((a) => ({ a, pending: false })),
    ...day.fuggo.map((a) => ({ a, pending: true })),
  ];
  const shown = people.length > MAX_NAMES ? people.slice(0, MAX_NAMES - 1) : people;
  const summary = off
    ? t('statistics.absences.notWorkingDay')
    : approved + pending === 0
      ? t('statistics.absences.nobody')
      : [
          t('statistics.absences.count', { count: approved }),
          pending > 0 && t('statistics.absences.pendingCount', { count: pending }),
        ]
          .filter(Boolean)
          .join(' ');
  const label = t('statistics.absences.openDay', {
    date: MONTH_DAY.format(new Date(`${day.datum}T12:00:00Z`)),
    weekday: weekdayOf(day.datum),
    summary: [isToday && t('statistics.absences.todayBadge'), mark, day.megjegyzes, summary].filter(Boolean).join(', '),
  });

  return (
    <td
      className={clsx(styles.day, off && styles.off, isToday && styles.today)}
      data-date={day.datum}
      aria-current={isToday ? 'date' : undefined}
    >
      <div className={styles.head}>
        <button
          type="button"
          className={styles.number}
          aria-label={label}
          title={t('statistics.absences.openDayHint')}
          onClick={() => onOpen(day.datum)}
        >
          {Number(day.datum.slice(8))}
        </button>
        {isToday && (
          <Badge tone="info" className={styles.wide}>
            {t('statistics.absences.todayBadge')}
          </Badge>
        )}
      </div>
      {mark && <p className={clsx(styles.mark, styles.wide)}>{mark}</p>}
      {day.megjegyzes && <p className={clsx(styles.note, styles.wide)}>{day.megjegyzes}</p>}
      {!off && people.length > 0 && (
        <>
          <ul className={clsx(styles.names, styles.wide)}>
            {shown.map(({ a, pending: waits }) => (
              <li
                key={`${waits ? 'f' : 'j'}${a.kerelem_id}`}
                className={clsx(styles.name, waits ? cards.pending : cards.approved)}
                title={t(`statistics.types.${a.tipus_kod}`)}
              >
                {a.nev}
                {waits && <span className={charts.srOnly}> ({t('statistics.absences.pendingBadge')})</span>}
              </li>
            ))}
            {shown.length < people.length && (
              <li className={styles.more}>{t('statistics.absences.more', { count: people.length - shown.length })}</li>
            )}
          </ul>
          <p className={styles.counts} aria-hidden="true">
            {approved > 0 && <span className={clsx(styles.count, cards.approved)}>{approved}</span>}
            {pending > 0 && <span className={clsx(styles.count, cards.pending)}>{`+${pending}`}</span>}
          </p>
        </>
      )}
    </td>
  );
}
