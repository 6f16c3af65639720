// The admin home's state: the polled statistics, the "API hiba" banner's text while the last poll
// failed (the previous values stay; admin-area.md §8 "Statistics"), and when the shown figures
// arrived. An ended session shows no banner: the frame is already on its way to the login.
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/register.ts';
import { useStats } from '../api/get-stats.ts';

export function useAdminHome() {
  const { t } = useTranslation(NS);
  const stats = useStats();
  const failure = stats.isError ? failureMessage(stats.error, t('home.loadFailed')) : null;
  return {
    stats: stats.data ?? null,
    loading: stats.isPending,
    failure,
    updatedAt: stats.dataUpdatedAt ? new Date(stats.dataUpdatedAt) : null,
  };
}
