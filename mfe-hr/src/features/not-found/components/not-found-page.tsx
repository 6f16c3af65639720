// An unknown path under /app/hr: a short text and the way back to the list.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';

export function NotFoundPage() {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_hr">
      <h1>{t('title')}</h1>
      <p>{t('notFound')}</p>
      <Link to="/app/hr">{t('backHome')}</Link>
    </section>
  );
}
