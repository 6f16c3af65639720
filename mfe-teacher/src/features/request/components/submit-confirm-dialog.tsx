// The question before a submit (staff-area.md §8 "Confirmation before submit"): how many times
// this year the teacher asked for leave and how many working days are approved or pending.
import { useTranslation } from 'react-i18next';
import type { TeacherData } from '@tavollet/contract/api/teacher';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/register.ts';
import type { RequestFormValues } from '../lib/request-checks.ts';
import styles from './request-page.module.css';

export interface SubmitConfirmDialogProps {
  open: boolean;
  values: RequestFormValues;
  frequency: TeacherData['frequency'];
  /** Working days of the chosen range, when the preview already knows them. */
  workingDays: number | undefined;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SubmitConfirmDialog({
  open,
  values,
  frequency,
  workingDays,
  pending,
  onConfirm,
  onCancel,
}: SubmitConfirmDialogProps) {
  const { t } = useTranslation(NS);
  const summary = {
    type: values.tipus ? t(`types.${values.tipus}`) : '',
    from: formatDate(values.mettol),
    to: formatDate(values.meddig),
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('request.confirm.title')}
      confirmLabel={t('request.confirm.yes')}
      cancelLabel={t('request.confirm.no')}
      busy={pending}
      onConfirm={onConfirm}
      onOpenChange={onCancel}
      description={
        <>
          <p>
            {workingDays === undefined
              ? t('request.confirm.summary', summary)
              : t('request.confirm.summaryDays', { ...summary, workingDays })}
          </p>
          <p data-testid="confirm-frequency">
            {t('request.confirm.frequency', {
              count: frequency.alkalmak,
              days: frequency.kerelmezett_munkanapok_szama,
            })}
          </p>
          <p className={styles.confirmQuestion}>{t('request.confirm.question')}</p>
        </>
      }
    />
  );
}
