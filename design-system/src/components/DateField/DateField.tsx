import clsx from 'clsx';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldStyles, useFieldIds } from '../../internal/Field.tsx';
import styles from './DateField.module.css';

// admin-area.md §9: date pickers accept 1900-01-01 to 2099-12-31.
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

export interface DateFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'size' | 'value' | 'defaultValue' | 'min' | 'max'
> {
  /** Visible label. */
  label: ReactNode;
  /** Controlled value as a calendar date `YYYY-MM-DD` ('' when empty). */
  value?: string;
  /** Initial value for an uncontrolled field, `YYYY-MM-DD`. */
  defaultValue?: string;
  /** Called with the new `YYYY-MM-DD` value ('' when cleared) on every change. */
  onValueChange?: (value: string) => void;
  /** Earliest selectable day `YYYY-MM-DD` (default 1900-01-01). */
  min?: string;
  /** Latest selectable day `YYYY-MM-DD` (default 2099-12-31). */
  max?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the field aria-invalid. */
  error?: ReactNode;
  /** Hides the label visually but keeps it for screen readers. */
  labelHidden?: boolean;
  /** Class of the wrapper. */
  className?: string;
}

export function DateField({
  label,
  value,
  defaultValue,
  onValueChange,
  onChange,
  min = DATE_MIN,
  max = DATE_MAX,
  hint,
  error,
  labelHidden,
  className,
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: DateFieldProps) {
  const ids = useFieldIds({ id, hint, error, required, describedBy: ariaDescribedBy });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
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
      <input
        {...inputProps}
        {...ids.control}
        type="date"
        value={value}
        defaultValue={defaultValue}
        min={min}
        max={max}
        onChange={handleChange}
        className={clsx(fieldStyles.control, styles.input)}
      />
    </Field>
  );
}
