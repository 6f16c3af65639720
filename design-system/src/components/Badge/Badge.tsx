import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** Colour and meaning; the text must carry the meaning too (colour alone is not enough). */
  tone?: BadgeTone;
  /** Short text, e.g. a status name or a count. */
  children: ReactNode;
  /** Small decorative icon before the text. */
  icon?: ReactNode;
  /** Extra class for layout. */
  className?: string;
}

export function Badge({ tone = 'neutral', children, icon, className }: BadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[tone], className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
