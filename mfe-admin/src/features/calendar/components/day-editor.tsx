// The selected day's panel (admin-area.md §2 "Selected-day panel with edit: type and optional note,
// buttons Save and Cancel", §5 "Day edit", §8 "Calendar"): Cancel and Escape let the day go, Save
// stores it and lets it go.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { ADMIN_CALENDAR_MESSAGES as M, type CalendarDay } from '@tavollet/contract/api/admin-calendar';
import { DAY_TYPES, type DayType } from '@tavollet/contract/codes';
import { isoWeekday } from '@tavollet/contract/domain/dates';
import { DAY_NOTE_MAX } from '@tavollet/contract/domain/day-csv';
import { NS } from '../../../i18n/calendar.ts';
import { useDayEditor } from '../hooks/use-day-editor.ts';
import styles from './calendar.module.css';

export interface DayEditorProps {
  datum: string;
  stored: CalendarDay | null;
  onClose: () => void;
}

export function DayEditor({ datum, stored, onClose }: DayEditorProps) {
  const { t } = useTranslation(NS);
  const editor = useDayEditor(datum, stored, onClose);
  const title = t('calendar.day.title', {
    date: formatDate(datum),
    weekday: t(`calendar.month.weekdayNames.${isoWeekday(datum) - 1}`),
  });
  return (
    <section
      aria-label={title}
      className={styles.dayPanel}
      data-testid="day-editor"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !editor.saving) {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <h4 className={styles.dayTitle}>{title}</h4>
      <p className={styles.muted}>
        {stored ? t('calendar.day.stored', { type: t(`calendar.types.${stored.tipus}`) }) : t('calendar.day.notStored')}
      </p>
      <form
        className={styles.panel}
        onSubmit={(e) => {
          e.preventDefault();
          editor.submit();
        }}
      >
        <Select
          label={t('calendar.day.type')}
          options={DAY_TYPES.map((type) => ({ value: type, label: `${type} – ${t(`calendar.types.${type}`)}` }))}
          value={editor.tipus}
          onChange={(e) => editor.setTipus(e.target.value as DayType)}
        />
        <TextArea
          label={t('calendar.day.note')}
          hint={t('calendar.day.noteHint')}
          value={editor.megjegyzes}
          maxLength={DAY_NOTE_MAX}
          rows={2}
          onChange={(e) => editor.setMegjegyzes(e.target.value)}
        />
        {editor.error && (
          <Alert tone="error" title={editor.error !== M.daySaveFailed ? t('calendar.day.failedTitle') : undefined}>
            {editor.error}
          </Alert>
        )}
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" loading={editor.saving}>
            {t('calendar.day.save')}
          </Button>
          <Button type="button" onClick={onClose} disabled={editor.saving}>
            {t('calendar.day.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
