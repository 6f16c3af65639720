// The not-found and unexpected-error pages.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './placeholder-page.module.css';

export type PlaceholderPageKey = 'notFound' | 'error';

export function PlaceholderPage({ page, standalone = false }: { page: PlaceholderPageKey; standalone?: boolean }) {
  const { t } = useTranslation('shell');
  const body = (
    <section className={styles.page} data-page={page}>
      <h1 className={styles.title}>{t(`pages.${page}.title`)}</h1>
      <p>{t(`pages.${page}.text`)}</p>
      {page === 'notFound' && <Link to="/">{t('pages.notFound.home')}</Link>}
    </section>
  );
  // Public pages have no layout around them: give them the page background and a centred card.
  return standalone ? <main className={styles.standalone}>{body}</main> : body;
}
