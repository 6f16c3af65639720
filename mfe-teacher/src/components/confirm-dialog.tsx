// A yes/no question before a call (submit, draft delete, withdraw). While the call runs the
// dialog stays open with a busy button and cannot be dismissed, so the answer is never lost.
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question and what it is about. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Danger styling for destructive actions (delete, withdraw). */
  destructive?: boolean;
  /** The confirmed call is under way. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  // The safe answer gets the focus: Enter right after opening does not confirm by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      role="alertdialog"
      describedBy={bodyId}
      initialFocusRef={cancelRef}
      closeOnEscape={!pending}
      closeOnBackdropClick={!pending}
      showCloseButton={!pending}
    >
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Body>
        <div id={bodyId}>{children}</div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={cancelRef} onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
