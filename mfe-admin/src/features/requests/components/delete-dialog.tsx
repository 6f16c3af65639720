// The delete confirmation (admin-area.md §2: "Biztosan törlöd ezt a kérelmet? A művelet nem
// visszavonható."; §8 "Requests"): Törlés and Mégse. The request is marked torolve on the server. A
// failure stays in the dialog: the server's text, else "Törlés sikertelen."; Escape and Mégse close
// it while no call runs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REQUEST_MESSAGES as M, type AdminRequestRow } from '@tavollet/contract/api/admin-requests';
import { failureMessage } from '@tavollet/contract/client/http';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/requests.ts';
import { useDeleteRequest } from '../api/delete-request.ts';
import styles from './requests-page.module.css';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';

export interface DeleteDialogProps {
  row: AdminRequestRow;
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

export function DeleteDialog({ row, onCancel, onDeleted }: DeleteDialogProps) {
  const { t } = useTranslation(NS);
  const remove = useDeleteRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    remove.mutate(row.kerelem_id, {
      onSuccess: (answer) => onDeleted(answer.message),
      onError: (err) => setFailure(failureMessage(err, M.deleteFailed)),
    });
  };
  return (
    <ConfirmDialog
      open
      title={t('requests.delete.title')}
      confirmLabel={t('requests.delete.confirm')}
      cancelLabel={t('requests.delete.cancel')}
      destructive
      busy={remove.isPending}
      failure={failure}
      maxWidth={520}
      onConfirm={confirm}
      onOpenChange={onCancel}
      description={t('requests.delete.question')}
    >
      <p className={styles.muted}>
        {t('requests.delete.which', {
          name: row.nev ?? '–',
          type: t(`requests.types.${row.tipus_kod}`),
          from: formatDate(row.kezdete),
          to: formatDate(row.vege),
        })}
      </p>
    </ConfirmDialog>
  );
}
