// The frame of the leaders' subpages (staff-area.md §2: /jovahagyasok, /uj-keres): the title, a
// short intro and the link back to the area's home, then the page's own content. The title is
// also the browser tab's (design-system PageTitle).
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { NS } from '../i18n/register.ts';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  /** Which page this is, for tests and styles outside (`data-page`). */
  page: string;
  /** The page's h1. */
  title: string;
  /** One line under the title. */
  intro: string;
  /** The h1, focusable, for where focus goes when its button left the page. */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

export function PageFrame({ page, title, intro, titleRef, children }: PageFrameProps) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_leaders" data-page={page} className={styles.page}>
      <header className={styles.header}>
        <PageTitle ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </PageTitle>
        <p className={styles.intro}>{intro}</p>
        <Link to=".." relative="path">
          {t('backHome')}
        </Link>
      </header>
      {children}
    </section>
  );
}
