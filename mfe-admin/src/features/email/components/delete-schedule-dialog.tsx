// The delete confirmation (admin-area.md §2 "/admin/email"): "Ütemezett email törlése", "Biztosan
// törlöd? A művelet nem visszavonható.", Törlés and Mégse.
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/email.ts';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';

export interface DeleteScheduleDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteScheduleDialog({ open, deleting, onCancel, onConfirm }: DeleteScheduleDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <ConfirmDialog
      open={open}
      title={t('email.delete.title')}
      confirmLabel={t('email.delete.confirm')}
      cancelLabel={t('email.delete.cancel')}
      destructive
      busy={deleting}
      maxWidth={480}
      onConfirm={onConfirm}
      onOpenChange={onCancel}
      description={t('email.delete.text')}
    />
  );
}
