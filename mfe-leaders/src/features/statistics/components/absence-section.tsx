// "Ki van távol?" (docs/architecture.md "Statistics"): who is away on a day, in a week or a month,
// with previous / today / next; the previous period stays visible while the next one loads. Days
// and weeks are cards, a month is a calendar (absence-month.tsx) whose day opens that day's view.
import clsx from 'clsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Card } from '@tavollet/design-system/components/Card/Card';
import { NS } from '../../../i18n/register.ts';
import { useAbsences } from '../api/get-absences.ts';
import { useAbsenceRange } from '../hooks/use-absence-range.ts';
import { longMonth } from '../lib/chart.ts';
import { VIEWS } from '../lib/ranges.ts';
import { AbsenceDay } from './absence-day.tsx';
import { AbsenceMonth } from './absence-month.tsx';
import { QueryState } from './query-state.tsx';
import styles from './absences.module.css';

export function AbsenceSection() {
  const { t } = useTranslation(NS);
  const r = useAbsenceRange();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const query = useAbsences(r.range.from, r.range.to);
  const data = query.data;
  const title =
    r.view === 'month'
      ? longMonth(r.range.from.slice(0, 7))
      : r.view === 'day'
        ? formatDate(r.range.from)
        : t('statistics.absences.range', { from: formatDate(r.range.from), to: formatDate(r.range.to) });
  // The pressed day number leaves with the month; the title (now that day) takes the focus.
  const openDay = (date: string) => {
    r.openDay(date);
    titleRef.current?.focus();
  };
  // While the next period loads, the previous one stays; a day or week it holds is shown from it
  // at once, so a day opened from the month is never its whole month laid out as day cards.
  const covered =
    query.isPlaceholderData && data && data.mettol <= r.range.from && data.meddig >= r.range.to
      ? data.napok.filter((d) => d.datum >= r.range.from && d.datum <= r.range.to)
      : data?.napok;
  const nobody = covered?.every((d) => d.jovahagyott.length === 0 && d.fuggo.length === 0);

  return (
    <Card title={t('statistics.absences.title')} className={styles.section}>
      <p className={styles.muted}>{t('statistics.absences.intro')}</p>
      <div className={styles.toolbar}>
        <div className={styles.views} role="group" aria-label={t('statistics.absences.views.label')}>
          {VIEWS.map((v) => (
            <Button
              key={v}
              size="sm"
              variant={r.view === v ? 'primary' : 'secondary'}
              aria-pressed={r.view === v}
              onClick={() => r.setView(v)}
            >
              {t(`statistics.absences.views.${v}`)}
            </Button>
          ))}
        </div>
        <div className={styles.nav}>
          <Button size="sm" onClick={r.previous} aria-label={t(`statistics.absences.previous.${r.view}`)}>
            {t('statistics.absences.previousShort')}
          </Button>
          <Button size="sm" onClick={r.toToday} disabled={r.view === 'day' && r.showsToday}>
            {t('statistics.absences.today')}
          </Button>
          <Button size="sm" onClick={r.next} aria-label={t(`statistics.absences.next.${r.view}`)}>
            {t('statistics.absences.nextShort')}
          </Button>
        </div>
      </div>
      <h3 ref={titleRef} tabIndex={-1} className={styles.rangeTitle} aria-live="polite">
        {title}
      </h3>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={clsx(styles.swatch, styles.approved)} />
          {t('statistics.absences.legendApproved')}
        </li>
        <li>
          <span className={clsx(styles.swatch, styles.pending)} />
          {t('statistics.absences.legendPending')}
        </li>
      </ul>
      <QueryState query={query} />
      {data && covered && (
        <>
          {nobody && <p className={styles.empty}>{t('statistics.absences.emptyRange')}</p>}
          {r.view === 'month' ? (
            <AbsenceMonth
              days={covered}
              today={data.ma}
              caption={t('statistics.absences.monthCaption', { month: title })}
              busy={query.isFetching}
              onOpenDay={openDay}
            />
          ) : (
            <ol
              className={clsx(styles.days, r.view === 'day' && styles.single)}
              aria-busy={query.isFetching || undefined}
              data-view={r.view}
            >
              {covered.map((day) => (
                <AbsenceDay key={day.datum} day={day} today={data.ma} />
              ))}
            </ol>
          )}
        </>
      )}
    </Card>
  );
}
