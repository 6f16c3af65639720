// The frame of the teacher's subpages (staff-area.md §2: /keres, /elozmenyek): the title, a short
// intro and the link back to the teacher home, then the page's own content.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/register.ts';
import styles from './page-frame.module.css';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';

export interface PageFrameProps {
  /** Which page this is, for tests and styles outside (`data-page`). */
  page: string;
  /** The page's h1. */
  title: string;
  /** One line under the title. */
  intro: string;
  /** The page's content. */
  children: ReactNode;
}

export function PageFrame({ page, title, intro, children }: PageFrameProps) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_teacher" data-page={page} className={styles.page}>
      <header className={styles.header}>
        <PageTitle>{title}</PageTitle>
        <p className={styles.intro}>{intro}</p>
        <Link to=".." relative="path">
          {t('backHome')}
        </Link>
      </header>
      {children}
    </section>
  );
}
