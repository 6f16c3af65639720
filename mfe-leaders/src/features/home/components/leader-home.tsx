// Principal and deputy homes (staff-area.md §2): how many requests wait for this role and how
// many of them are urgent (GET /api/leaders/counts), then tiles to approvals, statistics and,
// for the deputy, a new request on a teacher's behalf. A decision elsewhere on the page
// refreshes the figures (lib/refresh-leaders-data.ts).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { Tile } from '@tavollet/design-system/components/Tile/Tile';
import { TileList } from '@tavollet/design-system/components/Tile/TileList';
import { CalendarFeed } from '@tavollet/design-system/components/CalendarFeed/CalendarFeed';
import { NS } from '../../../i18n/register.ts';
import { szerepOf, type LeaderArea } from '../../../lib/area.ts';
import { useCounts } from '../api/get-counts.ts';
import styles from './leader-home.module.css';

const LINKS: Record<LeaderArea, { to: string; key: string }[]> = {
  principal: [
    { to: 'jovahagyasok', key: 'approvals' },
    { to: 'statisztikak', key: 'statistics' },
  ],
  deputy: [
    { to: 'jovahagyasok', key: 'approvals' },
    { to: 'statisztikak', key: 'statistics' },
    { to: 'uj-keres', key: 'newRequest' },
  ],
};

function PendingFigures({ area }: { area: LeaderArea }) {
  const { t } = useTranslation(NS);
  const counts = useCounts(szerepOf(area));
  const titleId = useId();
  const failure = counts.error ? failureMessage(counts.error, t('home.counts.failed')) : null;
  let content;
  if (counts.data)
    content =
      counts.data.pending === 0 ? (
        <p className={styles.none}>{t('home.counts.none')}</p>
      ) : (
        <p className={styles.figures}>
          <span className={styles.pending} data-testid="pending-count">
            {t('home.counts.pending', { count: counts.data.pending })}
          </span>
          <span className={counts.data.urgent > 0 ? styles.urgent : styles.muted} data-testid="urgent-count">
            {t('home.counts.urgent', { count: counts.data.urgent })}
          </span>
        </p>
      );
  else if (failure)
    content = (
      <Alert
        tone="error"
        actions={
          <Button size="sm" onClick={() => void counts.refetch()} loading={counts.isFetching}>
            {t('home.counts.retry')}
          </Button>
        }
      >
        {failure}
      </Alert>
    );
  else content = <Spinner showLabel label={t('home.counts.loading')} />;
  return (
    <section className={styles.counts} aria-labelledby={titleId} aria-live="polite">
      <h2 id={titleId} className={styles.countsTitle}>
        {t('home.counts.title')}
      </h2>
      {content}
    </section>
  );
}

export function LeaderHome({ area }: { area: LeaderArea }) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_leaders" data-area={area} data-page="home" className={styles.page}>
      <PageTitle className={styles.title}>
        {t(area === 'deputy' ? 'home.deputyTitle' : 'home.principalTitle')}
      </PageTitle>
      <p className={styles.intro}>{t('home.intro')}</p>
      <PendingFigures area={area} />
      <TileList>
        {LINKS[area].map((link) => (
          <Tile
            key={link.to}
            title={t(`home.links.${link.key}`)}
            description={t(`home.descriptions.${link.key}`)}
            href={link.to}
            meta={link.key === 'approvals' ? <ApprovalsBadge area={area} /> : undefined}
            renderLink={({ href, ...props }) => <Link to={href} {...props} />}
          />
        ))}
      </TileList>
      {/* The school's approved absences and the leader's own, in their calendar (docs/architecture.md "Calendar feeds"). */}
      <div className={styles.feeds}>
        <CalendarFeed area="leaders" />
        <CalendarFeed area="user" />
      </div>
    </section>
  );
}

/** The approvals tile's badge: the same cached figures, shown once they are there. */
function ApprovalsBadge({ area }: { area: LeaderArea }) {
  const { t } = useTranslation(NS);
  const { data } = useCounts(szerepOf(area));
  if (!data || data.pending === 0) return null;
  return (
    <Badge tone={data.urgent > 0 ? 'warning' : 'info'}>
      {data.urgent > 0
        ? t('home.urgentBadge', { count: data.urgent })
        : t('home.pendingBadge', { count: data.pending })}
    </Badge>
  );
}
