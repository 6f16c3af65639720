import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons.tsx';
import tones from '../../internal/tones.module.css';
import styles from './Alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /** Meaning and colour; error and warning interrupt screen readers (role=alert), others are polite (role=status). */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Buttons or links under the message, e.g. a retry button. */
  actions?: ReactNode;
  /** When given, a close button is shown and calls this. */
  onDismiss?: () => void;
  /** Overrides the role chosen from the tone (e.g. 'none' for a static notice that should not be announced). */
  role?: 'alert' | 'status' | 'none';
  /** Extra class for layout. */
  className?: string;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

export function Alert({ tone = 'info', title, children, actions, onDismiss, role, className }: AlertProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const Icon = icons[tone];
  const resolvedRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      aria-labelledby={title ? titleId : undefined}
      className={clsx(styles.alert, tones[tone], className)}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title && (
          <p id={titleId} className={styles.title}>
            {title}
          </p>
        )}
        {children && <div className={styles.message}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('close')}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
