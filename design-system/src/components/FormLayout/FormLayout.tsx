import clsx from 'clsx';
import type { FormHTMLAttributes, HTMLAttributes, Ref } from 'react';
import styles from './FormLayout.module.css';

export interface FormStackProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The form element. */
  ref?: Ref<HTMLFormElement>;
}

/** A form whose fields stand one under the other, a field's width shrinking to the page's. */
export function FormStack({ className, ...rest }: FormStackProps) {
  return <form {...rest} className={clsx(styles.stack, className)} />;
}

/** The same layout for fields that are not a form of their own. */
export function FieldStack({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={clsx(styles.stack, className)} />;
}

/** A form's buttons and links in a row that wraps on narrow screens. */
export function FormActions({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={clsx(styles.actions, className)} />;
}
