// The frame of the public pages (login, forgotten and set password): a centred card on the
// page background, with the product name above the page title.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './public-page.module.css';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';

export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.frame}>
      <section className={styles.card} aria-labelledby="public-page-title">
        <p className={styles.brand}>{t('productName')}</p>
        <PageTitle id="public-page-title" className={styles.title}>
          {title}
        </PageTitle>
        {children}
      </section>
    </main>
  );
}
