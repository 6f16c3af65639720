// Shared layout of labelled form controls (TextField, Select, DateField): label with the
// required marker, the control, then hint and error texts that the control references through
// aria-describedby.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './Field.module.css';
import hidden from './visually-hidden.module.css';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids for a control and its texts; `extra` keeps a describedby given by the caller. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, extra?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
}

export function Field({ ids, label, hint, error, required, labelHidden, className, children }: FieldProps) {
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={ids.inputId} className={labelHidden ? hidden.srOnly : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Class names of the shared control look (border, focus, invalid state). */
export const fieldStyles = styles;
