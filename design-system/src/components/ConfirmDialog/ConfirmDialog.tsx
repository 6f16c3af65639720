// The admin area's confirmation of a destructive step (deleting a user, a request, the active
// period or a schedule; a CSV full overwrite): title, the question and any further lines, an
// optional failure shown in place, Mégse (focused, so Enter never confirms by accident) and the
// danger button. While the call runs neither Escape nor a backdrop click closes it; the design
// system's Dialog returns the focus to the opener.
import { useId, useRef, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  /** Defaults to true: most callers mount the dialog only while it is open. */
  open?: boolean;
  title: string;
  /** The question (text, or paragraphs): it describes the dialog to a screen reader. */
  question: ReactNode;
  /** Further paragraphs under the question (which request, what an overwrite does). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed call runs: the danger button spins, nothing closes the dialog. */
  busy?: boolean;
  /** A refusal shown in the dialog. */
  failure?: string | null;
  maxWidth?: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open = true,
  title,
  question,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  failure = null,
  maxWidth = 520,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onCancel}
      role="alertdialog"
      describedBy={textId}
      initialFocusRef={cancelRef}
      maxWidth={maxWidth}
      closeOnEscape={!busy}
      closeOnBackdropClick={!busy}
    >
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Body>
        <div className={styles.text}>
          <div id={textId} className={styles.text}>
            {question}
          </div>
          {children}
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
