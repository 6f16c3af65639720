// Stand-in for the leaders' screens of later issues (approvals, new request).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';

export function PlaceholderPage({ page }: { page: 'approvals' | 'newRequest' | 'notFound' }) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_leaders" data-page={page}>
      {page === 'notFound' ? (
        <p>{t('notFound')}</p>
      ) : (
        <>
          <h1>{t(`${page}.title`)}</h1>
          <p>{t(`${page}.text`)}</p>
        </>
      )}
      <Link to=".." relative="path">
        {t('backHome')}
      </Link>
    </section>
  );
}
