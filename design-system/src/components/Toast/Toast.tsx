import clsx from 'clsx';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons.tsx';
import tones from '../../internal/tones.module.css';
import styles from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** Meaning and colour of the toast. */
  tone?: ToastTone;
  /** Optional bold first line, e.g. "Piszkozat mentve". */
  title?: ReactNode;
  /** The message. */
  message: ReactNode;
  /** Milliseconds before it disappears; 0 keeps it until closed. Default: the provider's duration. */
  duration?: number;
}

/** A toast on screen: its options with the provider's defaults filled in. */
interface ToastItem extends Required<Pick<ToastOptions, 'tone' | 'duration'>> {
  /** What `show` returned; `dismiss` takes it. */
  id: number;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  message: ReactNode;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  /** Removes a toast before its time. */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Toast API of the nearest ToastProvider; throws when there is none. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}

export interface ToastProviderProps {
  /** The app. */
  children: ReactNode;
  /** Default milliseconds a toast stays (6 s: admin-area.md import message). */
  duration?: number;
  /** Most toasts on screen at once; the oldest leave first. */
  max?: number;
}

export function ToastProvider({ children, duration = 6000, max = 5 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    ({ tone = 'info', title, message, duration: own }: ToastOptions) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, tone, title, message, duration: own ?? duration }].slice(-max));
      return id;
    },
    [duration, max],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(<ToastStack toasts={toasts} onDismiss={dismiss} />, document.body)}
    </ToastContext.Provider>
  );
}

interface ToastStackProps {
  /** The toasts on screen, oldest first. */
  toasts: ToastItem[];
  /** Removes a toast (its close button or its timer). */
  onDismiss: (id: number) => void;
}

function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const { t } = useTranslation('common');
  // The live region is always in the DOM so screen readers notice the toasts added to it.
  return (
    <section className={styles.region} aria-label={t('notifications')}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

interface ToastViewProps {
  /** The toast shown. */
  toast: ToastItem;
  /** Removes the toast (its close button or its timer). */
  onDismiss: (id: number) => void;
}

function ToastView({ toast, onDismiss }: ToastViewProps) {
  const { t } = useTranslation('common');
  // Hover or keyboard focus pauses the timer so nobody loses a message they are reading (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const Icon = icons[toast.tone];

  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.duration, toast.id, onDismiss]);

  return (
    <li
      className={clsx(styles.toast, tones[toast.tone])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <div className={styles.message}>{toast.message}</div>
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label={t('dismiss')}>
        <CloseIcon />
      </button>
    </li>
  );
}
