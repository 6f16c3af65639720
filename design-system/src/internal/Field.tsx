// Shared layout of labelled form controls (TextField, Select, DateField, TextArea): label with
// the required marker, the control, then hint and error texts that the control references through
// aria-describedby.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useId } from 'react';
// visually-hidden first, as Spinner (inside every Button) brings it: one order on every page, or
// rspack warns of conflicting CSS order in a chunk holding both.
import hidden from './visually-hidden.module.css';
import styles from './Field.module.css';

export interface FieldIds {
  /** The control's id; the label points at it. */
  inputId: string;
  /** The hint's id, when there is a hint. */
  hintId: string | undefined;
  /** The error's id, when there is an error. */
  errorId: string | undefined;
  /** Spread on the control: its id, required flag, invalid state and the texts that describe it. */
  control: {
    /** The control's id. */
    id: string;
    /** The native required flag. */
    required: boolean | undefined;
    /** Set while an error is shown. */
    'aria-invalid': true | undefined;
    /** The caller's describedby, the hint and the error, in that order. */
    'aria-describedby': string | undefined;
  };
}

interface FieldIdsOptions {
  /** The caller's id for the control (generated when absent). */
  id: string | undefined;
  /** The hint text, if any. */
  hint: ReactNode;
  /** The error text, if any. */
  error: ReactNode;
  /** Whether the field is required. */
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
  /** From useFieldIds, also spread on the control. */
  ids: FieldIds;
  /** Visible label. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text under the control. */
  error?: ReactNode;
  /** Adds the label's required star (hidden from screen readers: the control says it). */
  required?: boolean;
  /** Hides the label visually but keeps it for screen readers. */
  labelHidden?: boolean;
  /** Class of the wrapper. */
  className?: string;
  /** The control. */
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
