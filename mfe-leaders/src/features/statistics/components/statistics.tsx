// Statistics (staff-area.md §2), for principal and deputy alike. The page and its charts load as a
// chunk of their own on first visit, so the approvals' code stays small.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { lazyPage } from '@tavollet/design-system/lib/lazy-page';
import { NS } from '../../../i18n/register.ts';

const StatisticsPage = lazyPage(() => import('./statistics-page.tsx').then((m) => ({ default: m.StatisticsPage })));

export function Statistics() {
  const { t } = useTranslation(NS);
  return <StatisticsPage fallback={<Spinner showLabel label={t('statistics.loadingPage')} />} />;
}
