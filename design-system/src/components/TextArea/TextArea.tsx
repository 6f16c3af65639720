import clsx from 'clsx';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldStyles, useFieldIds } from '../../internal/Field.tsx';
import styles from './TextArea.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the field aria-invalid. */
  error?: ReactNode;
  /** Shows "12 / 100" under the field when maxLength is set (leave note: 100 characters). */
  showCount?: boolean;
  /** Hides the label visually but keeps it for screen readers. */
  labelHidden?: boolean;
  /** Class of the wrapper. */
  className?: string;
}

export function TextArea({
  label,
  hint,
  error,
  showCount = false,
  labelHidden,
  className,
  id,
  required,
  rows = 4,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...textareaProps
}: TextAreaProps) {
  const { t } = useTranslation('common');
  const ids = useFieldIds({ id, hint, error, required, describedBy: ariaDescribedBy });
  const { maxLength, value, defaultValue } = textareaProps;
  // Uncontrolled fields are counted from their change events.
  const [typedLength, setTypedLength] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : typedLength;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
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
      <textarea
        {...textareaProps}
        {...ids.control}
        rows={rows}
        onChange={handleChange}
        className={clsx(fieldStyles.control, styles.textarea)}
      />
      {showCount && maxLength !== undefined && (
        <span className={styles.count}>{t('characterCount', { count: length, max: maxLength })}</span>
      )}
    </Field>
  );
}
