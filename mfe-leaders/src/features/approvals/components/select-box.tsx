// A bare checkbox for a table cell: its name is read by screen readers only (the column says
// what it is for), so the row stays narrow. `indeterminate` shows "some selected" on select-all.
import { useLayoutEffect, useRef } from 'react';
import styles from './approvals.module.css';

export interface SelectBoxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}

export function SelectBox({ label, checked, indeterminate = false, disabled, onChange }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
