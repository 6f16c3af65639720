// The not-found, no-permission and unexpected-error pages.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './placeholder-page.module.css';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { useHandOverFirstScreen } from '../../../lib/first-screen/first-screen-ready.tsx';

export type PlaceholderPageKey = 'notFound' | 'forbidden' | 'error';

export function PlaceholderPage({ page, standalone = false }: { page: PlaceholderPageKey; standalone?: boolean }) {
  const { t } = useTranslation('shell');
  // The error page in place of a first screen the gateway rendered (lib/first-screen) shows at once.
  useHandOverFirstScreen();
  const body = (
    <section className={styles.page} data-page={page}>
      <PageTitle className={styles.title}>{t(`pages.${page}.title`)}</PageTitle>
      <p>{t(`pages.${page}.text`)}</p>
      {/* Inside the staff frame the visitor is signed in: the app's home, not the login page. */}
      {page !== 'error' && <Link to={standalone ? '/' : '/app'}>{t('pages.notFound.home')}</Link>}
    </section>
  );
  // Public pages have no layout around them: give them the page background and a centred card.
  return standalone ? <main className={styles.standalone}>{body}</main> : body;
}
