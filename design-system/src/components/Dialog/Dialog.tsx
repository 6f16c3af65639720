import clsx from 'clsx';
import type { KeyboardEvent, MouseEvent, PointerEvent, ReactNode, RefObject } from 'react';
import { createContext, useContext, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../internal/icons.tsx';
import { useScrollableFocus } from '../../internal/use-scrollable-focus.ts';
import { lockScroll, trapTabKey } from './focus.ts';
import styles from './Dialog.module.css';

interface DialogContextValue {
  /** The title's id, which names the dialog. */
  titleId: string;
  /** Asks the parent to close the dialog. */
  close: () => void;
  /** Whether the title row shows the close button. */
  showCloseButton: boolean;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(part: string): DialogContextValue {
  const value = useContext(DialogContext);
  if (!value) throw new Error(`<Dialog.${part}> must be used inside <Dialog>.`);
  return value;
}

export interface DialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called with `false` when the user asks to close (Escape, backdrop click, close button); the parent opens it. */
  onOpenChange: (open: boolean) => void;
  /** Dialog.Title, Dialog.Body and Dialog.Actions. */
  children: ReactNode;
  /** Largest width of the panel, a number in px (e.g. 920 for the schedule editor) or any CSS length. */
  maxWidth?: number | string;
  /** Escape closes the dialog (turn off while a save is running). */
  closeOnEscape?: boolean;
  /**
   * A click on the dimmed backdrop closes the dialog: only when the press also began on the
   * backdrop, and not within BACKDROP_GRACE_MS of opening (the second click of a double click).
   */
  closeOnBackdropClick?: boolean;
  /** Shows the "Bezárás" icon button in the title row. */
  showCloseButton?: boolean;
  /** Element to focus on open; by default an `autoFocus` child keeps focus, otherwise the panel gets it. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element describing the dialog (aria-describedby), e.g. a confirmation text. */
  describedBy?: string;
  /** Use role=alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class for the panel. */
  className?: string;
}

/**
 * Backdrop clicks this soon after opening are ignored: the second click of a double click on the
 * button that opened the dialog lands on the backdrop (docs/decisions/0390-dialog-backdrop-clicks.md).
 */
export const BACKDROP_GRACE_MS = 300;

function DialogRoot(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onOpenChange,
  children,
  maxWidth = 560,
  closeOnEscape = true,
  closeOnBackdropClick = true,
  showCloseButton = true,
  initialFocusRef,
  describedBy,
  role = 'dialog',
  className,
}: DialogProps) {
  const titleId = useId();
  const close = () => onOpenChange(false);
  const panelRef = useRef<HTMLDivElement>(null);
  // The element that had focus before opening gets it back on close (APG Dialog pattern).
  const openerRef = useRef<Element | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  const openedAt = useRef(0);

  useLayoutEffect(() => {
    openedAt.current = performance.now();
    openerRef.current = document.activeElement;
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      (initialFocusRef?.current ?? panel).focus();
    }
    const unlock = lockScroll();
    return () => {
      unlock();
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Runs once per opening: the panel mounts when `open` becomes true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the innermost dialog handles Escape.
      event.stopPropagation();
      if (closeOnEscape) close();
      return;
    }
    if (panelRef.current) trapTabKey(event, panelRef.current);
  };

  // Close only when the press both started and ended on the backdrop, so selecting text inside
  // the panel and releasing outside does not close it, and not right after opening, so the second
  // click of a double click on the opener does not close it at once.
  const onBackdropPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current =
      event.target === event.currentTarget && performance.now() - openedAt.current >= BACKDROP_GRACE_MS;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (closeOnBackdropClick && onBackdrop && performance.now() - openedAt.current >= BACKDROP_GRACE_MS) close();
  };

  return (
    <DialogContext.Provider value={{ titleId, close, showCloseButton }}>
      <div
        className={styles.backdrop}
        onPointerDown={onBackdropPointerDown}
        onClick={onBackdropClick}
        data-testid="dialog-backdrop"
      >
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          data-dialog-panel=""
          className={clsx(styles.panel, className)}
          style={{ maxWidth: typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth }}
          onKeyDown={onKeyDown}
        >
          {children}
        </div>
      </div>
    </DialogContext.Provider>
  );
}

export interface DialogTitleProps {
  /** The heading text; it also names the dialog for screen readers. */
  children: ReactNode;
  /** Extra class for the heading row. */
  className?: string;
}

function DialogTitle({ children, className }: DialogTitleProps) {
  const { titleId, close, showCloseButton } = useDialogContext('Title');
  const { t } = useTranslation('common');
  return (
    <div className={clsx(styles.header, className)}>
      <h2 id={titleId} className={styles.title}>
        {children}
      </h2>
      {showCloseButton && (
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

export interface DialogBodyProps {
  /** The content; it scrolls when taller than the screen. */
  children: ReactNode;
  /** Extra class for the body. */
  className?: string;
}

function DialogBody({ children, className }: DialogBodyProps) {
  useDialogContext('Body');
  const ref = useRef<HTMLDivElement>(null);
  useScrollableFocus(ref);
  return (
    <div ref={ref} className={clsx(styles.body, className)}>
      {children}
    </div>
  );
}

export interface DialogActionsProps {
  /** Buttons, main action last (right-most). */
  children: ReactNode;
  /** Extra class for the footer. */
  className?: string;
}

function DialogActions({ children, className }: DialogActionsProps) {
  useDialogContext('Actions');
  return <div className={clsx(styles.actions, className)}>{children}</div>;
}

/** Modal dialog: `<Dialog open onOpenChange><Dialog.Title/><Dialog.Body/><Dialog.Actions/></Dialog>`. */
export const Dialog = Object.assign(DialogRoot, {
  Title: DialogTitle,
  Body: DialogBody,
  Actions: DialogActions,
});
