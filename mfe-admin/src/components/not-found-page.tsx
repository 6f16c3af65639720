// An /admin/… address that is no page of the admin area (inside the frame: only admins get here).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { NS } from '../i18n/register.ts';
import { ADMIN_HOME } from '../lib/paths.ts';
import styles from './page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.page} aria-labelledby="admin-not-found-title">
      <PageTitle id="admin-not-found-title" className={styles.title}>
        {t('notFoundPage.title')}
      </PageTitle>
      <p>{t('notFound')}</p>
      <Link to={ADMIN_HOME}>{t('notFoundPage.back')}</Link>
    </section>
  );
}
