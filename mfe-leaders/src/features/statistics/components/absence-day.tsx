// One day of "Ki van távol?": its date, marks for today, the weekend and school-calendar days off,
// then the approved absences and, apart with a dashed frame and a "függő" label, the requests still
// awaiting a decision.
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AbsenceDay as Day, Absent } from '@tavollet/contract/api/leaders-statistics';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { NS } from '../../../i18n/register.ts';
import styles from './absences.module.css';

const WEEKDAY = new Intl.DateTimeFormat('hu-HU', { weekday: 'long', timeZone: 'UTC' });
export const weekdayOf = (iso: string) => WEEKDAY.format(new Date(`${iso}T12:00:00Z`));

/** The text key of a day's mark: the weekend, a school-calendar day off, a day without teaching. */
export function markOf(day: Day): 'weekend' | 'dayOff' | 'noTeaching' | null {
  if (!day.munkanap) return day.hetvege ? 'weekend' : 'dayOff';
  return day.tipus === 'm' ? 'noTeaching' : null;
}

function Entries({ items, pending, label }: { items: Absent[]; pending: boolean; label: string }) {
  const { t } = useTranslation(NS);
  if (items.length === 0) return null;
  return (
    <ul className={styles.entries} aria-label={label}>
      {items.map((a) => (
        <li key={a.kerelem_id} className={clsx(styles.entry, pending ? styles.pending : styles.approved)}>
          <span className={styles.name}>{a.nev}</span>
          <span className={styles.type}>{t(`statistics.types.${a.tipus_kod}`)}</span>
          {pending && <Badge tone="warning">{t('statistics.absences.pendingBadge')}</Badge>}
        </li>
      ))}
    </ul>
  );
}

export interface AbsenceDayProps {
  day: Day;
  today: string;
}

export function AbsenceDay({ day, today }: AbsenceDayProps) {
  const { t } = useTranslation(NS);
  const isToday = day.datum === today;
  const off = !day.munkanap;
  const markKey = markOf(day);
  const mark = markKey && t(`statistics.absences.${markKey}`);
  const count = day.jovahagyott.length;
  return (
    <li
      className={clsx(styles.day, isToday && styles.today, off && styles.off)}
      data-date={day.datum}
      aria-current={isToday ? 'date' : undefined}
    >
      <div className={styles.dayHead}>
        <span className={styles.date}>
          <span className={styles.weekday}>{weekdayOf(day.datum)}</span> {formatDate(day.datum)}
        </span>
        {isToday && <Badge tone="info">{t('statistics.absences.todayBadge')}</Badge>}
        {mark && <Badge tone={off ? 'neutral' : 'warning'}>{mark}</Badge>}
      </div>
      {day.megjegyzes && <p className={styles.note}>{day.megjegyzes}</p>}
      {off ? (
        <p className={styles.muted}>{t('statistics.absences.notWorkingDay')}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {count === 0 && day.fuggo.length === 0
              ? t('statistics.absences.nobody')
              : t('statistics.absences.count', { count })}
            {day.fuggo.length > 0 && ` ${t('statistics.absences.pendingCount', { count: day.fuggo.length })}`}
          </p>
          <Entries items={day.jovahagyott} pending={false} label={t('statistics.absences.approvedList')} />
          <Entries items={day.fuggo} pending label={t('statistics.absences.pendingList')} />
        </>
      )}
    </li>
  );
}
