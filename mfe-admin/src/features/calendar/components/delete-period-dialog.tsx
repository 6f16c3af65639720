// The active period's delete confirmation (admin-area.md §4 "Active period": removed by delete;
// the confirmation is ours, docs/decisions/0443-active-period.md): Törlés and Mégse, Mégse focused.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { NS } from '../../../i18n/register.ts';

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
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      describedBy={textId}
      initialFocusRef={cancelRef}
      maxWidth={480}
      closeOnEscape={!deleting}
    >
      <Dialog.Title>{t('calendar.period.deleteTitle')}</Dialog.Title>
      <Dialog.Body>
        <p id={textId}>{t('calendar.period.deleteText', { range })}</p>
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={deleting}>
          {t('calendar.period.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={deleting}>
          {t('calendar.period.deleteConfirm')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
