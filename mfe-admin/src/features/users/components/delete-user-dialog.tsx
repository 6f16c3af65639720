// "Felhasználó törlése" (admin-area.md §2 "/admin/felhasznalok"): asks whether to really delete the
// named user, Törlés and Mégse. A failure stays in the dialog (admin-area.md §8 "Users"); Escape
// and Mégse close it while no call runs and the focus goes back to the row's "Törlés".
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { NS } from '../../../i18n/register.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { actionFailure } from '../lib/call-failure.ts';
import styles from './users-page.module.css';

export interface DeleteUserDialogProps {
  user: AdminUser;
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

export function DeleteUserDialog({ user, onCancel, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation(NS);
  const questionId = useId();
  const remove = useDeleteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = remove.isPending;

  const confirm = () => {
    setFailure(null);
    remove.mutate(user.user_id, {
      onSuccess: (answer) => onDeleted(answer.message),
      onError: (err) => setFailure(actionFailure(err, t('users.delete.failed'))),
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
      <Dialog.Title>{t('users.delete.title')}</Dialog.Title>
      <Dialog.Body>
        <div className={styles.dialogText}>
          <p id={questionId}>{t('users.delete.question', { name: user.nev, email: user.email })}</p>
          <p className={styles.muted}>{t('users.delete.note')}</p>
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('users.delete.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} loading={busy}>
          {t('users.delete.confirm')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
