// The active period's delete confirmation (admin-area.md §4 "Active period": removed by delete;
// the confirmation is ours): Törlés and Mégse, Mégse focused.
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/calendar.ts';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';

export interface DeletePeriodDialogProps {
  open: boolean;
  /** The period as shown, e.g. "2025. 09. 01. – 2026. 06. 30.". */
  range: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeletePeriodDialog({ open, range, deleting, onCancel, onConfirm }: DeletePeriodDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <ConfirmDialog
      open={open}
      title={t('calendar.period.deleteTitle')}
      confirmLabel={t('calendar.period.deleteConfirm')}
      cancelLabel={t('calendar.period.cancel')}
      destructive
      busy={deleting}
      maxWidth={480}
      onConfirm={onConfirm}
      onOpenChange={onCancel}
      description={t('calendar.period.deleteText', { range })}
    />
  );
}
