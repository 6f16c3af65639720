// The admin pages not built yet (admin-area.md §2 "/admin/tanev-napok", "/admin/szabadsag-keretek",
// "/admin/szabadsag-kerelmek"): the page's title from the spec and a note that it is coming.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { NS } from '../../../i18n/register.ts';
import { ADMIN_HOME } from '../../../lib/paths.ts';
import styles from '../../../components/page.module.css';

export type ConstructionKey = 'tanevNapok' | 'szabadsagKeretek' | 'szabadsagKerelmek';

export function ConstructionPage({ page }: { page: ConstructionKey }) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.page} aria-labelledby="admin-construction-title">
      <PageTitle id="admin-construction-title" className={styles.title}>
        {t(`construction.${page}`)}
      </PageTitle>
      <p>{t('construction.text')}</p>
      <Link to={ADMIN_HOME}>{t('construction.back')}</Link>
    </section>
  );
}
