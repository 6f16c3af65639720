// A title + text dialog with one button: validation messages (staff-area.md §5), success and
// failure answers (§8). Escape, the backdrop and the button all close it.
import { useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { useFocusFallback } from '../lib/use-focus-fallback.ts';
import styles from './message-dialog.module.css';

export interface Message {
  title: string;
  text: string;
  /** Errors and refusals use role=alertdialog so screen readers interrupt. */
  tone?: 'info' | 'error';
}

export interface MessageDialogProps {
  /** The message shown; null closes the dialog. */
  message: Message | null;
  onClose: () => void;
  /**
   * Where focus goes after closing when the element that opened the dialog can no longer take
   * it (e.g. the submit button, disabled again once the form is reset).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function MessageDialog({ message, onClose, returnFocusRef }: MessageDialogProps) {
  const { t } = useTranslation('common');
  const textId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  useFocusFallback(message !== null, returnFocusRef);

  return (
    <Dialog
      open={message !== null}
      onOpenChange={onClose}
      describedBy={textId}
      initialFocusRef={okRef}
      role={message?.tone === 'error' ? 'alertdialog' : 'dialog'}
    >
      <Dialog.Title>{message?.title}</Dialog.Title>
      <Dialog.Body>
        <p id={textId} className={styles.text}>
          {message?.text}
        </p>
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={okRef} variant="primary" onClick={onClose}>
          {t('ok')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
