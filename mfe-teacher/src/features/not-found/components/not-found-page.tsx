// An unknown path under the teacher area: a heading (every page has one), a short note and the
// way back home.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { NS } from '../../../i18n/register.ts';

export function NotFoundPage() {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_teacher" data-page="notFound">
      <PageTitle>{t('notFoundTitle')}</PageTitle>
      <p>{t('notFound')}</p>
      {/* Relative to this route: back to the teacher home wherever the shell mounts us. */}
      <Link to=".." relative="path">
        {t('backHome')}
      </Link>
    </section>
  );
}
