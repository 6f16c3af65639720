// The delete confirmation (admin-area.md §2: "Biztosan törlöd ezt a kérelmet? A művelet nem
// visszavonható."; §8 "Requests"): Törlés and Mégse. The request is marked torolve on the server
// (docs/decisions/0462-admin-request-delete.md). A failure stays in the dialog: the server's text,
// else "Törlés sikertelen."; Escape and Mégse close it while no call runs.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REQUEST_MESSAGES as M, type AdminRequestRow } from '@tavollet/contract/api/admin-requests';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/register.ts';
import { useDeleteRequest } from '../api/delete-request.ts';
import styles from './requests-page.module.css';

export interface DeleteDialogProps {
  row: AdminRequestRow;
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

export function DeleteDialog({ row, onCancel, onDeleted }: DeleteDialogProps) {
  const { t } = useTranslation(NS);
  const questionId = useId();
  const remove = useDeleteRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = remove.isPending;
  const confirm = () => {
    setFailure(null);
    remove.mutate(row.kerelem_id, {
      onSuccess: (answer) => onDeleted(answer.message),
      onError: (err) => setFailure(failureMessage(err, M.deleteFailed)),
    });
  };
  return (
    <Dialog
      open
      onClose={onCancel}
      role="alertdialog"
      describedBy={questionId}
      maxWidth={520}
      closeOnEscape={!busy}
      closeOnBackdropClick={!busy}
    >
      <Dialog.Title>{t('requests.delete.title')}</Dialog.Title>
      <Dialog.Body>
        <div className={styles.dialogText}>
          <p id={questionId}>{t('requests.delete.question')}</p>
          <p className={styles.muted}>
            {t('requests.delete.which', {
              name: row.nev ?? '–',
              type: t(`requests.types.${row.tipus_kod}`),
              from: formatDate(row.kezdete),
              to: formatDate(row.vege),
            })}
          </p>
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('requests.delete.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} loading={busy}>
          {t('requests.delete.confirm')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
