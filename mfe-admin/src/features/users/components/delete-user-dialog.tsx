// "Felhasználó törlése" (admin-area.md §2 "/admin/felhasznalok"): asks whether to really delete the
// named user, Törlés and Mégse. A failure stays in the dialog (admin-area.md §8 "Users"); Escape
// and Mégse close it while no call runs and the focus goes back to the row's "Törlés".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { NS } from '../../../i18n/users.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { actionFailure } from '../lib/call-failure.ts';
import styles from './users-page.module.css';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';

export interface DeleteUserDialogProps {
  user: AdminUser;
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

export function DeleteUserDialog({ user, onCancel, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation(NS);
  const remove = useDeleteUser();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setFailure(null);
    remove.mutate(user.user_id, {
      onSuccess: (answer) => onDeleted(answer.message),
      onError: (err) => setFailure(actionFailure(err, t('users.delete.failed'))),
    });
  };

  return (
    <ConfirmDialog
      open
      title={t('users.delete.title')}
      confirmLabel={t('users.delete.confirm')}
      cancelLabel={t('users.delete.cancel')}
      destructive
      busy={remove.isPending}
      failure={failure}
      maxWidth={520}
      onConfirm={confirm}
      onOpenChange={onCancel}
      description={t('users.delete.question', { name: user.nev, email: user.email })}
    >
      <p className={styles.muted}>{t('users.delete.note')}</p>
    </ConfirmDialog>
  );
}
