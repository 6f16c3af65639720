// "Teljes felülírás megerősítése" with Felülírás and Mégse (admin-area.md §2 "/admin/tanev-napok",
// "/admin/felhasznalok": a full overwrite needs a confirmation). Each import says in `lines` what its
// overwrite really does; Mégse has the focus, so Enter does not overwrite by accident.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { NS } from '../../i18n/register.ts';
import styles from './csv-import.module.css';

export interface OverwriteDialogProps {
  /** The paragraphs; the first is shown bold (how many rows). */
  lines: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}

export function OverwriteDialog({ lines, onConfirm, onCancel }: OverwriteDialogProps) {
  const { t } = useTranslation(NS);
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onClose={onCancel} role="alertdialog" describedBy={textId} initialFocusRef={cancelRef} maxWidth={560}>
      <Dialog.Title>{t('csvImport.confirmTitle')}</Dialog.Title>
      <Dialog.Body>
        <div id={textId} className={styles.dialogText}>
          {lines.map((line, i) => (
            <p key={i}>{i === 0 ? <strong>{line}</strong> : line}</p>
          ))}
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {t('csvImport.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('csvImport.confirm')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
