// A yes/no question before a call (submit, withdraw, delete, a CSV full overwrite, a bulk
// approval), as an alertdialog: the title, the question, further content, a failure shown in place,
// the cancel button and the confirm button. Cancel has the focus, so Enter right after opening
// never confirms by accident. While the confirmed call runs nothing closes the dialog (not Escape,
// the backdrop, the close button nor cancel), so the answer is never lost.
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown; the caller opens it. */
  open: boolean;
  /** Called with `false` when the user cancels (cancel, Escape, backdrop, close button); never while busy. */
  onOpenChange: (open: boolean) => void;
  /** Called when the user confirms; the caller runs the call and sets `busy` meanwhile. */
  onConfirm: () => void;
  /** The heading; it names the dialog. */
  title: string;
  /** The question and what it is about (text or paragraphs); it describes the dialog to a screen reader. */
  description: ReactNode;
  /** Further content under the question, e.g. which request, a note field. */
  children?: ReactNode;
  /** The confirm button's text, e.g. "Törlés". */
  confirmLabel: string;
  /** The cancel button's text (default: the common "Mégse"). */
  cancelLabel?: string;
  /** Danger styling of the confirm button, for destructive steps (delete, withdraw, overwrite). */
  destructive?: boolean;
  /** The confirmed call runs: the confirm button spins, cancel is disabled, nothing closes the dialog. */
  busy?: boolean;
  /** A refusal shown in the dialog under the content (nothing when null). */
  failure?: ReactNode;
  /** Largest width of the panel, as Dialog's `maxWidth`. */
  maxWidth?: number | string;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  failure = null,
  maxWidth,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={cancel}
      role="alertdialog"
      describedBy={descriptionId}
      initialFocusRef={cancelRef}
      maxWidth={maxWidth}
      closeOnEscape={!busy}
      closeOnBackdropClick={!busy}
      showCloseButton={!busy}
    >
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Body>
        <div className={styles.content}>
          <div id={descriptionId} className={styles.content}>
            {description}
          </div>
          {children}
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
