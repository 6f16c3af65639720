// /app/hr (staff-area.md §2 "The route of the HR screen…", §6 "hr", §9 "CSV export (HR)"): every
// request of the school from the server, filtered, sorted and paged there, with the filters in
// the URL, a details dialog, and "Export CSV" that downloads every matching row as a file the
// server streams (a plain link, so the browser holds nothing in memory either).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrRow } from '@tavollet/contract/api/hr';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { CalendarFeed } from '@tavollet/design-system/components/CalendarFeed/CalendarFeed';
import { NS } from '../../../i18n/register.ts';
import { useHrRequests } from '../api/get-requests.ts';
import { useHrParams } from '../hooks/use-hr-params.ts';
import { exportHref, listSearch, queryProblem } from '../lib/hr-params.ts';
import { HrDetailsDialog } from './hr-details-dialog.tsx';
import { HrFilters } from './hr-filters.tsx';
import { Pager } from '@tavollet/design-system/components/Pager/Pager';
import { HrTable } from './hr-table.tsx';
import styles from './hr-page.module.css';

export function HrPage() {
  const { t } = useTranslation(NS);
  const { view, setFilter, setSort, setPage, clearFilters } = useHrParams();
  const problem = queryProblem(view);
  const list = useHrRequests(listSearch(view), problem === null);
  const [open, setOpen] = useState<HrRow | null>(null);
  const onDetails = useCallback((row: HrRow) => setOpen(row), []);
  const data = problem ? undefined : list.data;
  const failure = list.error && !problem ? failureMessage(list.error, t('loadFailed')) : null;

  return (
    <section data-remote="mfe_hr" data-page="requests" className={styles.page}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        {/* The school's approved absences and HR's own, in their calendar (docs/architecture.md "Calendar feeds"). */}
        <div className={styles.feeds}>
          <CalendarFeed area="hr" />
          <CalendarFeed area="user" />
        </div>
      </header>

      <HrFilters filters={view.filters} onChange={setFilter} onClear={clearFilters} problem={problem} />

      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {data ? t('count', { count: data.total }) : problem ? '' : t('loading')}
        </p>
        <a className={styles.exportLink} href={exportHref(view)} download aria-describedby="hr-export-hint">
          {t('export')}
        </a>
        <span id="hr-export-hint" className={styles.srOnly}>
          {t('exportHint')}
        </span>
      </div>

      {problem && (
        <Alert tone="warning" role="alert">
          {problem.message}
        </Alert>
      )}
      {failure && (
        <Alert
          tone="error"
          title={t('loadFailedTitle')}
          actions={
            <Button size="sm" onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('retry')}
            </Button>
          }
        >
          {failure}
        </Alert>
      )}

      {!failure && !problem && (
        <HrTable
          rows={data?.items ?? []}
          sort={view.sort}
          onSortChange={setSort}
          onDetails={onDetails}
          loading={list.isFetching}
        />
      )}
      {data && <Pager page={view.page} pages={data.oldalak} onPageChange={setPage} />}

      <HrDetailsDialog row={open} onClose={() => setOpen(null)} />
    </section>
  );
}
