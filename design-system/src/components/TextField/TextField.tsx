import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, fieldStyles, useFieldIds } from '../../internal/Field.tsx';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label (required: every field needs a name). */
  label: ReactNode;
  /** Help text under the field, announced with it. */
  hint?: ReactNode;
  /** Error text; marks the field aria-invalid and is announced with it. */
  error?: ReactNode;
  /** Hides the label visually but keeps it for screen readers (e.g. a search box with an icon). */
  labelHidden?: boolean;
  /** Class of the wrapper (the input itself is styled by the design system). */
  className?: string;
}

export function TextField({
  label,
  hint,
  error,
  labelHidden,
  className,
  id,
  required,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
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
      <input {...inputProps} {...ids.control} type={type} className={clsx(fieldStyles.control, styles.input)} />
    </Field>
  );
}
