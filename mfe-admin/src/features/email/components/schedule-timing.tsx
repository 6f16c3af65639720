// The editor's timing fields (admin-area.md §2 "Schedule editor modal", §5 "Schedule", §9):
// Gyakoriság; Küldési időpont (08:00 by default); weekday buttons for weekly; day of month (1–31)
// for monthly; month (1–12) plus day for yearly; the every-6-hours note instead of a time.
import { useTranslation } from 'react-i18next';
import { SCREEN_FREQUENCIES, type ScreenFrequency } from '@tavollet/contract/api/admin-email';
import { WEEKDAY_ABBREVIATIONS } from '@tavollet/contract/domain/schedule-summary';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/email.ts';
import type { ScheduleShown } from '../hooks/use-schedule-editor.ts';
import { toggleWeekday, type ScheduleForm } from '../lib/schedule-form.ts';
import shared from '../../../components/page.module.css';
import styles from './email-page.module.css';

export interface ScheduleTimingProps {
  form: ScheduleShown;
  set: <K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) => void;
}

const dayValue = (raw: string, max: number) => {
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(1, n)) : 1;
};

export function ScheduleTiming({ form, set }: ScheduleTimingProps) {
  const { t } = useTranslation(NS);
  const f = form.frequency;
  const dayField = (label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      max={31}
      step={1}
      value={String(form.dayOfMonth)}
      onChange={(e) => set('dayOfMonth', dayValue(e.target.value, 31))}
    />
  );
  return (
    <div className={styles.timing}>
      <Select
        label={t('email.editor.frequency')}
        value={f}
        onChange={(e) => set('frequency', e.target.value as ScreenFrequency)}
        options={SCREEN_FREQUENCIES.map((v) => ({ value: v, label: t(`email.frequencies.${v}`) }))}
      />
      {f === 'every6h' ? (
        <Alert tone="info" role="none">
          {t('email.editor.every6hNote')}
        </Alert>
      ) : (
        <TextField
          label={t('email.editor.time')}
          type="time"
          value={form.time}
          onChange={(e) => set('time', e.target.value)}
          required
        />
      )}
      {f === 'weekly' && (
        <fieldset className={styles.weekdays}>
          <legend className={styles.legend}>{t('email.editor.weekdays')}</legend>
          <div className={styles.groupButtons}>
            {WEEKDAY_ABBREVIATIONS.map((abbr, i) => (
              <Button
                key={abbr}
                size="sm"
                variant={form.weekdays.includes(i + 1) ? 'primary' : 'secondary'}
                aria-pressed={form.weekdays.includes(i + 1)}
                onClick={() => set('weekdays', toggleWeekday(form.weekdays, i + 1))}
              >
                {abbr}
                <span className={shared.srOnly}>
                  {t('email.editor.weekdayFull', { day: t(`email.weekdays.${i + 1}`) })}
                </span>
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      {f === 'monthly' && dayField(t('email.editor.dayOfMonth'))}
      {f === 'yearly' && (
        <div className={styles.pair}>
          <Select
            label={t('email.editor.month')}
            value={String(form.month)}
            onChange={(e) => set('month', Number(e.target.value))}
            options={Array.from({ length: 12 }, (_, i) => ({
              value: String(i + 1),
              label: t(`email.months.${i + 1}`),
            }))}
          />
          {dayField(t('email.editor.day'))}
        </div>
      )}
    </div>
  );
}
