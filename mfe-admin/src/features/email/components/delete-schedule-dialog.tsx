// The delete confirmation (admin-area.md §2 "/admin/email"): "Ütemezett email törlése", "Biztosan
// törlöd? A művelet nem visszavonható.", Törlés and Mégse.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { NS } from '../../../i18n/register.ts';

export interface DeleteScheduleDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteScheduleDialog({ open, deleting, onCancel, onConfirm }: DeleteScheduleDialogProps) {
  const { t } = useTranslation(NS);
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      describedBy={textId}
      maxWidth={480}
      closeOnEscape={!deleting}
    >
      <Dialog.Title>{t('email.delete.title')}</Dialog.Title>
      <Dialog.Body>
        <p id={textId}>{t('email.delete.text')}</p>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          {t('email.delete.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={deleting}>
          {t('email.delete.confirm')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
