// `/admin/kezdo` (admin-area.md §2 "/admin/kezdo", §3 "Server statistics"): the summary tiles, the
// servers and the events of every gateway instance, refreshed every 30 seconds. A failed refresh
// shows "API hiba" with the message above the values shown before.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { formatDateTime } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/register.ts';
import { useAdminHome } from '../hooks/use-admin-home.ts';
import { EventsList } from './events-list.tsx';
import { ServersTable } from './servers-table.tsx';
import { SummaryTiles } from './summary-tiles.tsx';
import styles from './admin-home.module.css';

export function AdminHome() {
  const { t } = useTranslation(NS);
  const home = useAdminHome();
  return (
    <section className={styles.page} aria-labelledby="admin-home-title">
      <div className={styles.head}>
        <PageTitle id="admin-home-title" className={styles.title}>
          {t('home.title')}
        </PageTitle>
        <p className={styles.muted}>
          {t('home.intro')}
          {home.updatedAt && <> {t('home.updated', { time: formatDateTime(home.updatedAt) })}</>}
        </p>
      </div>
      {home.failure && (
        <Alert tone="error" title={t('home.apiError')} role="alert">
          {home.failure}
          {home.stats && <> {t('home.keptValues')}</>}
        </Alert>
      )}
      {home.loading && <Spinner showLabel label={t('home.loading')} />}
      {home.stats && (
        <>
          <SummaryTiles summary={home.stats.summary} />
          <ServersTable servers={home.stats.servers} />
          <EventsList events={home.stats.events} />
        </>
      )}
    </section>
  );
}
