import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from './Checkbox.tsx';
import styles from './Checkbox.module.css';

export interface CheckboxOption {
  /** Value put into the selection. */
  value: string;
  /** Text next to the box. */
  label: ReactNode;
  /** Greys the option out (All/None leave it unchanged). */
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** Name of the set (fieldset legend), e.g. "Státusz". */
  legend: ReactNode;
  /** The boxes. */
  options: CheckboxOption[];
  /** Selected values (controlled). */
  value: string[];
  /** Called with the new selection, in option order. */
  onValueChange: (value: string[]) => void;
  /** Shows "Mind" / "Egyik sem" buttons that select all or no options (staff-area.md HR filters). */
  showAllNone?: boolean;
  /** Text of the select-all button (default "Mind"). */
  allLabel?: string;
  /** Text of the select-none button (default "Egyik sem"). */
  noneLabel?: string;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** Error text for the whole set. */
  error?: ReactNode;
  /** Lays the boxes out in a row (wrapping) instead of a column. */
  inline?: boolean;
  /** `name` attribute of every box (for native forms). */
  name?: string;
  /** Class of the fieldset. */
  className?: string;
}

export function CheckboxGroup({
  legend,
  options,
  value,
  onValueChange,
  showAllNone = false,
  allLabel,
  noneLabel,
  hint,
  error,
  inline = false,
  name,
  className,
}: CheckboxGroupProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const selected = new Set(value);

  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onValueChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  // Disabled options keep their state; All/None only move the ones the user can change.
  const selectAll = () =>
    onValueChange(options.filter((o) => !o.disabled || selected.has(o.value)).map((o) => o.value));
  const selectNone = () =>
    onValueChange(options.filter((o) => o.disabled && selected.has(o.value)).map((o) => o.value));

  return (
    <fieldset
      className={clsx(styles.group, className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {showAllNone && (
        <div className={styles.allNone}>
          {/* The legend as description tells which set "Mind" applies to when several sit side by side. */}
          <Button size="sm" variant="ghost" onClick={selectAll} aria-describedby={legendId}>
            {allLabel ?? t('all')}
          </Button>
          <Button size="sm" variant="ghost" onClick={selectNone} aria-describedby={legendId}>
            {noneLabel ?? t('none')}
          </Button>
        </div>
      )}
      <div className={clsx(styles.options, inline && styles.inline)}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            checked={selected.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
