// Shared layout of labelled form controls (TextField, Select, DateField, TextArea): label with
// the required marker, the control, then hint and error texts that the control references through
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
  /** Spread on the control: its id, required flag, invalid state and the texts that describe it. */
  control: {
    id: string;
    required: boolean | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

interface FieldIdsOptions {
  id: string | undefined;
  hint: ReactNode;
  error: ReactNode;
  required: boolean | undefined;
  /** A describedby given by the caller, kept in front of the hint and error. */
  describedBy: string | undefined;
}

/** Ids for a control and its texts, and the props that wire the control to them. */
export function useFieldIds({ id, hint, error, required, describedBy }: FieldIdsOptions): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const control = {
    id: inputId,
    required,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return { inputId, hintId, errorId, control };
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
