// Placeholder of the admin area's start page.
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';
import styles from './admin-home.module.css';

export function AdminHome({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <main className={styles.frame}>
      <section data-remote="mfe_admin">
        <h1>{t('home.title')}</h1>
        <p>{notFound ? t('notFound') : t('home.text')}</p>
      </section>
    </main>
  );
}
