// "Teljes felülírás megerősítése" (admin-area.md §2 "/admin/felhasznalok": "a full-overwrite option
// that needs confirmation"). The text says what the server's overwrite really does
// (gateway/src/services/admin/users/import-plan.ts; docs/decisions/0419-users-csv-panel.md): matched
// people are updated and unblocked, the rest are created, everyone active missing from the file is
// blocked and signed out, nobody is deleted, and a bad row changes nothing.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { NS } from '../../../i18n/register.ts';
import styles from './users-page.module.css';

export interface OverwriteDialogProps {
  rowCount: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function OverwriteDialog({ rowCount, onConfirm, onCancel }: OverwriteDialogProps) {
  const { t } = useTranslation(NS);
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onClose={onCancel} role="alertdialog" describedBy={textId} initialFocusRef={cancelRef} maxWidth={560}>
      <Dialog.Title>{t('users.import.confirmTitle')}</Dialog.Title>
      <Dialog.Body>
        <div id={textId} className={styles.dialogText}>
          <p>
            <strong>{t('users.import.confirmRows', { count: rowCount })}</strong>
          </p>
          <p>{t('users.import.confirmMatch')}</p>
          <p>{t('users.import.confirmBlock')}</p>
          <p>{t('users.import.confirmAtomic')}</p>
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {t('users.import.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('users.import.confirm')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
