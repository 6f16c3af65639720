// The month calendar (admin-area.md §2 "/admin/tanev-napok", §8 "Calendar", §9): the month's name
// and year with previous/next and a month/year jump, the day grid coloured by type with its
// legend, and the selected day's panel. Loading, failure and "no stored type this month" states.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Card } from '@tavollet/design-system/components/Card/Card';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/calendar.ts';
import { useMonthView } from '../hooks/use-month-view.ts';
import { MonthNav } from './month-nav.tsx';
import { DayGrid } from './day-grid.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { DayEditor } from './day-editor.tsx';
import styles from './calendar.module.css';

export function MonthCalendar() {
  const { t } = useTranslation(NS);
  const gridRef = useRef<HTMLTableElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const view = useMonthView({ grid: gridRef, panel: panelRef });
  const headingId = useId();

  return (
    <Card title={t('calendar.month.title')} className={styles.card}>
      <div className={styles.calendarLayout}>
        <div className={styles.calendarColumn}>
          <MonthNav view={view} headingId={headingId} />
          {view.loading ? (
            <Spinner label={t('calendar.month.loading')} showLabel />
          ) : view.failed ? (
            <Alert
              tone="error"
              actions={
                <Button size="sm" onClick={view.retry}>
                  {t('calendar.month.retry')}
                </Button>
              }
            >
              {t('calendar.month.loadFailed')}
            </Alert>
          ) : (
            <>
              <DayGrid view={view} gridRef={gridRef} labelledBy={headingId} />
              {view.ready && view.days.size === 0 && <p className={styles.muted}>{t('calendar.month.empty')}</p>}
              <p className={styles.muted}>{t('calendar.month.hint')}</p>
            </>
          )}
        </div>
        <div ref={panelRef} className={styles.dayColumn}>
          {view.selected && view.ready && (
            <DayEditor key={view.selected} datum={view.selected} stored={view.selectedDay} onClose={view.deselect} />
          )}
        </div>
        <div className={styles.legendArea}>
          <CalendarLegend />
        </div>
      </div>
    </Card>
  );
}
