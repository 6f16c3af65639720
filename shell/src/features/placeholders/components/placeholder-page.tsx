// Stand-ins for screens that come in later issues (sign-in, passwords, role chooser, issue
// report), so their routes exist and can be linked to now.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './placeholder-page.module.css';

export type PlaceholderPageKey =
  | 'login'
  | 'forgottenPassword'
  | 'setPassword'
  | 'roleChooser'
  | 'changePassword'
  | 'issueReport'
  | 'notFound'
  | 'error';

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
