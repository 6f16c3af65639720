import clsx from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';
import styles from './FilePicker.module.css';

export interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title' | 'className'> {
  /** The button's text, e.g. "Fájl kiválasztása"; also the input's tooltip. */
  buttonLabel: string;
  /** Extra class on the wrapper, for the page's own layout. */
  className?: string;
  /** The real (transparent) file input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input with a Hungarian button. The browser's own button speaks the browser's language
 * ("Choose Files"): the real input lies transparent over the button and keeps its label (give it
 * an `id` and a `<label htmlFor>`), focus and keyboard use; the button is decoration only.
 */
export function FilePicker({ buttonLabel, className, ...input }: FilePickerProps) {
  return (
    <div className={clsx(styles.picker, className)}>
      <input {...input} type="file" title={buttonLabel} className={styles.input} />
      <span className={styles.pick} aria-hidden="true">
        {buttonLabel}
      </span>
    </div>
  );
}
