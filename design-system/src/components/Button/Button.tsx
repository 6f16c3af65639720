import clsx from 'clsx';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: primary for the main action, danger for destructive ones, ghost for quiet ones. */
  variant?: ButtonVariant;
  /** Height and padding of the button. */
  size?: ButtonSize;
  /** While an action runs: shows a spinner, sets aria-busy and ignores clicks (focus stays). */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Decorative icon before the label (hidden from assistive technology). */
  icon?: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  // A loading button stays focusable (aria-disabled instead of disabled) so keyboard users do
  // not lose their place while the request runs.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A caller's own aria-disabled (e.g. a pager step that cannot go further) is kept.
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      className={clsx(
        styles.button,
        styles[variant],
        styles[size],
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
      onClick={handleClick}
    >
      {loading ? (
        <Spinner decorative size="sm" className={styles.spinner} />
      ) : (
        icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
