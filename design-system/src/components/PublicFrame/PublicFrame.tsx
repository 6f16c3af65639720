import type { HTMLAttributes, ReactNode } from 'react';
import { PageTitle } from '../PageTitle/PageTitle.tsx';
import styles from './PublicFrame.module.css';

export interface PublicFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** A line above the title, e.g. the product or the area ("Távollét", "Adminisztráció"). */
  brand: string;
  /** The page's h1 (and the browser tab's title). */
  title: string;
  /** The title's id; the card is the region it names. */
  titleId: string;
  /** The card's content, e.g. the login form. */
  children: ReactNode;
}

/**
 * The frame of a page before sign-in (the staff login and password pages, the admin login): the
 * main area with a centred card on the page background, a line naming the product or the area
 * above the page title.
 */
export function PublicFrame({ brand, title, titleId, children, ...rest }: PublicFrameProps) {
  return (
    <main {...rest} className={styles.frame}>
      <section className={styles.card} aria-labelledby={titleId}>
        <p className={styles.brand}>{brand}</p>
        <PageTitle id={titleId} className={styles.title}>
          {title}
        </PageTitle>
        {children}
      </section>
    </main>
  );
}
