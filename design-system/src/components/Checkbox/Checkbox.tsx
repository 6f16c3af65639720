import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId, useLayoutEffect, useRef } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Text next to the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error text; marks the box aria-invalid. */
  error?: ReactNode;
  /** Shows the mixed state (e.g. some of a group selected); the checked value is unchanged. */
  indeterminate?: boolean;
  /** Class of the wrapper. */
  className?: string;
}

export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  className,
  id,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [ariaDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const innerRef = useRef<HTMLInputElement | null>(null);

  // `indeterminate` exists only as a DOM property, not as an HTML attribute.
  useLayoutEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    innerRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.row}>
        <input
          {...inputProps}
          ref={setRefs}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
