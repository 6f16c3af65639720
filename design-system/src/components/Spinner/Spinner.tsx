import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import styles from './Spinner.module.css';
import hidden from '../../internal/visually-hidden.module.css';

export interface SpinnerProps {
  /** Text read by screen readers (and shown with `showLabel`); defaults to "Betöltés…". */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Diameter of the spinner. */
  size?: 'sm' | 'md' | 'lg';
  /** Hides the spinner from assistive technology when the parent already says it is busy. */
  decorative?: boolean;
  /** Extra class for layout. */
  className?: string;
}

export function Spinner({ label, showLabel = false, size = 'md', decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  if (decorative) {
    return <span className={clsx(styles.circle, styles[size], className)} aria-hidden="true" />;
  }
  return (
    <span className={clsx(styles.root, className)} role="status">
      <span className={clsx(styles.circle, styles[size])} aria-hidden="true" />
      <span className={showLabel ? styles.label : hidden.srOnly}>{text}</span>
    </span>
  );
}
