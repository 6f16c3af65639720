// Placeholder of the HR requests screen (staff-area.md §2 "/app/hr"); the list comes later.
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';

export function HrHome({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_hr">
      <h1>{t('home.title')}</h1>
      <p>{notFound ? t('notFound') : t('home.text')}</p>
    </section>
  );
}
