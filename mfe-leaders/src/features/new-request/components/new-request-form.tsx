// The deputy's form (staff-area.md §2 "The deputy new-request form", §5, §8): a searchable teacher
// selector, the type with the teacher's remaining days, first and last day (not before today)
// with the quick buttons, an optional note, the working-day total, and the submit.
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LEADERS_MESSAGES, type TeacherOption } from '@tavollet/contract/api/leaders';
import { NOTE_MAX } from '@tavollet/contract/api/teacher';
import { LEAVE_TYPES, QUOTA_TYPES, type LeaveType, type QuotaType } from '@tavollet/contract/codes';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Combobox } from '@tavollet/design-system/components/Combobox/Combobox';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { NS } from '../../../i18n/register.ts';
import { useNewRequest } from '../hooks/use-new-request.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import { WorkingDaysTotal } from './working-days-total.tsx';
import styles from './new-request.module.css';

const isQuotaType = (t: LeaveType): t is QuotaType => (QUOTA_TYPES as readonly string[]).includes(t);

export function NewRequestForm({ teachers }: { teachers: TeacherOption[] }) {
  const { t } = useTranslation(NS);
  const f = useNewRequest();
  const { control, register, formState } = f.form;
  const errors = formState.errors;

  const teacherOptions = useMemo(
    () =>
      teachers.map((p) => ({
        value: String(p.user_id),
        label: p.nev,
        description: p.om ? t('approvals.om', { om: p.om }) : undefined,
      })),
    [teachers, t],
  );
  const quota = f.quota.data;
  const typeOptions = (quota?.szabadsagTipusok ?? LEAVE_TYPES).map((code) => ({
    value: code,
    label:
      quota && isQuotaType(code)
        ? t('newRequest.typeRemaining', { type: t(`types.${code}`), count: quota.maradek[code] })
        : t(`types.${code}`),
  }));
  // A phone cuts the closed select's label, so the chosen type's remainder is also said below it.
  const chosenType = useWatch({ control, name: 'tipus' });
  const typeHint = quota
    ? isQuotaType(chosenType)
      ? t('newRequest.remaining', { count: quota.maradek[chosenType] })
      : undefined
    : f.quota.isFetching
      ? t('newRequest.quotaLoading')
      : f.quota.error
        ? t('newRequest.quotaFailed')
        : t('newRequest.pickTeacherFirst');
  const locked = f.done !== null;

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void f.onSubmit(e)}>
      {f.done !== null && (
        <Alert tone="success" title={t('newRequest.successTitle')}>
          {f.done} {t('newRequest.redirecting')}
        </Alert>
      )}
      {f.failure !== null && (
        // staff-area.md §8's "…Próbáld újra." heads a failure; a refusal (an overlap) is its reason alone.
        <Alert tone="error" title={f.failure.refused ? undefined : LEADERS_MESSAGES.submitFailed}>
          {f.failure.text}
        </Alert>
      )}
      <Controller
        control={control}
        name="user_id"
        render={({ field }) => (
          <Combobox
            label={t('newRequest.teacher')}
            options={teacherOptions}
            value={field.value ? String(field.value) : null}
            onValueChange={(v) => field.onChange(v === null ? undefined : Number(v))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            placeholder={t('newRequest.teacherPlaceholder')}
            hint={t('newRequest.teacherHint')}
            noResultsText={t('newRequest.noTeacher')}
            error={errors.user_id?.message}
            required
            disabled={locked}
          />
        )}
      />
      <Select
        label={t('newRequest.type')}
        placeholder={t('newRequest.typePlaceholder')}
        options={typeOptions}
        hint={typeHint}
        error={errors.tipus?.message}
        required
        disabled={locked}
        {...register('tipus')}
      />
      <DateRangeFields f={f} locked={locked} />
      <WorkingDaysTotal query={f.workingDays} mettol={f.mettol} meddig={f.meddig} />
      <Controller
        control={control}
        name="megjegyzes"
        render={({ field }) => (
          <TextArea
            label={t('newRequest.note')}
            maxLength={NOTE_MAX}
            showCount
            rows={2}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.megjegyzes?.message}
            disabled={locked}
          />
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={f.pending} disabled={locked}>
          {t('newRequest.submit')}
        </Button>
      </div>
    </form>
  );
}
