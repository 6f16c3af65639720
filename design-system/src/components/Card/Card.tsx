import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  /** Heading of the card; when given, the card becomes a labelled section. */
  title?: ReactNode;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown at the right of the title row. */
  actions?: ReactNode;
  /** Card content. */
  children?: ReactNode;
  /** Removes the inner padding (e.g. for a full-bleed table). */
  flush?: boolean;
  /** Extra class for layout. */
  className?: string;
}

export function Card({ title, headingLevel = 2, actions, children, flush = false, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || actions);
  const content = (
    <>
      {hasHeader && (
        <div className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      <div className={clsx(styles.body, flush && styles.flush)}>{children}</div>
    </>
  );
  return title ? (
    <section className={clsx(styles.card, className)} aria-labelledby={titleId}>
      {content}
    </section>
  ) : (
    <div className={clsx(styles.card, className)}>{content}</div>
  );
}
