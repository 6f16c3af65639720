// Tanév napjai (admin-area.md §2 "/admin/tanev-napok", §4, §5, §8 "Calendar"): the "Naptípusok
// időszak" panel with the active-period editor, the "Naptípusok importja" CSV panel, and the month
// calendar with the selected day's panel.
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page.tsx';
import { CsvImportPanel } from '../../../components/csv-import/csv-import-panel.tsx';
import { NS } from '../../../i18n/calendar.ts';
import { useCalendarImport } from '../hooks/use-calendar-import.ts';
import { PeriodPanel } from './period-panel.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import styles from './calendar.module.css';

export function CalendarPage() {
  const { t } = useTranslation(NS);
  const importConfig = useCalendarImport();
  return (
    <AdminPage name="admin-calendar" title={t('calendar.title')} intro={t('calendar.intro')}>
      <div className={styles.top}>
        <PeriodPanel />
        <CsvImportPanel config={importConfig} />
      </div>
      <MonthCalendar />
    </AdminPage>
  );
}
