// The new leave form (staff-area.md §2 "Teacher request screen"): type, mettől, meddig, an
// optional note. Submit is enabled once a type is chosen; the draft button is always enabled and
// explains what it needs (§5 "Draft save"), so its message can actually be seen.
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '@tavollet/contract/api/teacher';
import type { LeaveType } from '@tavollet/contract/codes';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { NS } from '../../../i18n/register.ts';
import type { RequestForm } from '../hooks/use-request-form.ts';
import { noteTooLong } from '../lib/request-checks.ts';
import { WorkingDaysPreview, type WorkingDaysQuery } from './working-days-preview.tsx';
import styles from './request-page.module.css';

export interface LeaveRequestFormProps {
  form: RequestForm;
  /** Types the teacher may request (getdata's szabadsagTipusok). */
  types: readonly LeaveType[];
  workingDays: WorkingDaysQuery;
  submitting: boolean;
  savingDraft: boolean;
  onSubmit: () => void;
  onSaveDraft: () => void;
  typeRef: RefObject<HTMLSelectElement | null>;
}

export function LeaveRequestForm({
  form,
  types,
  workingDays,
  submitting,
  savingDraft,
  onSubmit,
  onSaveDraft,
  typeRef,
}: LeaveRequestFormProps) {
  const { t } = useTranslation(NS);
  const { values, setField, loadedDraft } = form;
  // A loaded draft may hold a type no longer offered; it stays choosable so the form shows it.
  const offered = loadedDraft && !types.includes(loadedDraft.tipus_kod) ? [...types, loadedDraft.tipus_kod] : types;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (values.tipus && !submitting && !savingDraft) onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="teacher-request-form-title">
      <h2 id="teacher-request-form-title" className={styles.sectionTitle}>
        {t('request.form.title')}
      </h2>
      {loadedDraft && (
        <Alert
          tone="info"
          actions={
            <Button size="sm" variant="ghost" onClick={form.detachDraft}>
              {t('request.form.newInstead')}
            </Button>
          }
        >
          {t('request.form.editingDraft', {
            type: t(`types.${loadedDraft.tipus_kod}`),
            from: formatDate(loadedDraft.kezdete),
            to: formatDate(loadedDraft.vege),
          })}
        </Alert>
      )}
      <Select
        ref={typeRef}
        name="tipus"
        label={t('request.form.type')}
        placeholder={t('request.form.typePlaceholder')}
        value={values.tipus}
        onChange={(e) => setField('tipus', e.target.value)}
        options={offered.map((code) => ({ value: code, label: t(`types.${code}`) }))}
        required
      />
      <div className={styles.dates}>
        <DateField
          name="mettol"
          label={t('request.form.from')}
          value={values.mettol}
          onValueChange={(v) => setField('mettol', v)}
          required
        />
        <DateField
          name="meddig"
          label={t('request.form.to')}
          value={values.meddig}
          onValueChange={(v) => setField('meddig', v)}
          required
        />
      </div>
      <WorkingDaysPreview query={workingDays} mettol={values.mettol} meddig={values.meddig} />
      {/* No maxLength: a pasted longer note must reach the spec's "Túl hosszú megjegyzés" check. */}
      <TextArea
        name="megjegyzes"
        label={t('request.form.note')}
        value={values.megjegyzes}
        onChange={(e) => setField('megjegyzes', e.target.value)}
        rows={3}
        hint={t('request.form.noteCount', { count: values.megjegyzes.length, max: NOTE_MAX })}
        error={noteTooLong(values.megjegyzes) ? t('messages.noteTooLong') : undefined}
      />
      <div className={styles.actions}>
        <Button onClick={onSaveDraft} loading={savingDraft} disabled={submitting}>
          {t('request.form.saveDraft')}
        </Button>
        {/* Not while a draft is saved: the save empties the form, the confirmation would be empty. */}
        <Button type="submit" variant="primary" disabled={!values.tipus || savingDraft} loading={submitting}>
          {t('request.form.submit')}
        </Button>
      </div>
      {!values.tipus && <p className={styles.muted}>{t('request.form.submitHint')}</p>}
    </form>
  );
}
