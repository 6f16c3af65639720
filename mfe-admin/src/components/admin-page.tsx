// The frame of a built admin page (users, e-mail, issue reports): a section with a header of the
// page's h1, what stands next to it (e.g. "Mentés…") and the intro, then the page's parts.
import type { ReactNode } from 'react';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import styles from './page.module.css';

export interface AdminPageProps {
  /** `data-page` of the section, e.g. "admin-users". */
  name: string;
  /** The page's h1 and the browser tab's title. */
  title: string;
  /** The line under the title. */
  intro: ReactNode;
  /** Shown in a row with the title, e.g. a saving indicator. */
  titleEnd?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ name, title, intro, titleEnd, children }: AdminPageProps) {
  const heading = <PageTitle>{title}</PageTitle>;
  return (
    <section data-page={name} className={styles.screen}>
      <header className={styles.header}>
        {titleEnd ? (
          <div className={styles.titleRow}>
            {heading}
            {titleEnd}
          </div>
        ) : (
          heading
        )}
        <p className={styles.muted}>{intro}</p>
      </header>
      {children}
    </section>
  );
}
