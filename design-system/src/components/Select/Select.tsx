import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldStyles, useFieldIds } from '../../internal/Field.tsx';
import styles from './Select.module.css';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text shown in the list. */
  label: string;
  /** Greys the option out. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'multiple'> {
  /** Visible label. */
  label: ReactNode;
  /** Options to list; alternatively pass <option> children. */
  options?: SelectOption[];
  /** First, empty-valued option such as "Válassz funkciót" (selected while nothing is chosen). */
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the select aria-invalid. */
  error?: ReactNode;
  /** Hides the label visually but keeps it for screen readers. */
  labelHidden?: boolean;
  /** Class of the wrapper. */
  className?: string;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  labelHidden,
  className,
  id,
  required,
  children,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, required, describedBy: ariaDescribedBy });
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelHidden={labelHidden}
      className={className}
    >
      <span className={styles.wrap}>
        <select {...selectProps} {...ids.control} className={clsx(fieldStyles.control, styles.select)}>
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
    </Field>
  );
}
