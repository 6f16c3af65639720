// The leaders remote's not-found page (a path under /app/igazgato or /app/igazgatohelyettes that
// names no screen, e.g. the principal's /uj-keres).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { NS } from '../../../i18n/register.ts';

export function PlaceholderPage({ page }: { page: 'notFound' }) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_leaders" data-page={page}>
      <PageTitle>{t('notFoundTitle')}</PageTitle>
      <p>{t('notFound')}</p>
      <Link to=".." relative="path">
        {t('backHome')}
      </Link>
    </section>
  );
}
