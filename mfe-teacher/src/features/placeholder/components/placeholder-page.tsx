// Stand-in for the teacher screens of later issues (request form, history).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';

export function PlaceholderPage({ page }: { page: 'request' | 'history' | 'notFound' }) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_teacher" data-page={page}>
      {page === 'notFound' ? (
        <p>{t('notFound')}</p>
      ) : (
        <>
          <h1>{t(`${page}.title`)}</h1>
          <p>{t(`${page}.text`)}</p>
        </>
      )}
      {/* Relative to this page's route: back to /app/tanar wherever the shell mounts us. */}
      <Link to=".." relative="path">
        {t('backHome')}
      </Link>
    </section>
  );
}
