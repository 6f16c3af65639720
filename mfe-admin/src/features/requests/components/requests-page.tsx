// Szabadság kérelmek (admin) (admin-area.md §2 "/admin/szabadsag-kerelmek", §3 "Leave request
// (admin view)", §8 "Requests"): the CSV import, a link to the approval routes, the filter bar,
// the server-sorted and -paged table with its details, edit and delete dialogs, "Feldolgozás…"
// while loading or saving, and the filters, order and page in the URL.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { AdminPage } from '../../../components/admin-page.tsx';
import { CsvImportPanel } from '../../../components/csv-import/csv-import-panel.tsx';
import { ADMIN_BASE } from '../../../lib/paths.ts';
import { NS } from '../../../i18n/requests.ts';
import { useRequestsImport } from '../hooks/use-requests-import.ts';
import { useRequestsPage } from '../hooks/use-requests-page.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { EditDialog } from './edit-dialog.tsx';
import { RequestsFilters } from './requests-filters.tsx';
import { Pager } from '@tavollet/design-system/components/Pager/Pager';
import { RequestsTable } from './requests-table.tsx';
import styles from './requests-page.module.css';

const ROUTING_PATH = `${ADMIN_BASE}/szabadsag-kerelmek/utvonalak`;

export function RequestsPage() {
  const { t } = useTranslation(NS);
  const page = useRequestsPage();
  const importConfig = useRequestsImport();
  const { view, data, dialog } = page;
  const sortName = t(`requests.sortNames.${view.sort.key}`);

  return (
    <AdminPage
      name="admin-requests"
      title={t('requests.title')}
      intro={t('requests.intro')}
      titleEnd={
        <p className={styles.busy} role="status">
          {page.busy && (
            <Badge tone="info" icon={<Spinner size="sm" decorative />}>
              {t('requests.busy')}
            </Badge>
          )}
        </p>
      }
    >
      <CsvImportPanel config={importConfig} />
      <Link to={ROUTING_PATH} className={styles.routingLink}>
        {t('requests.routingLink')}
      </Link>

      <RequestsFilters
        filters={view.filters}
        onChange={page.setFilter}
        onClear={page.clearFilters}
        problem={page.problem}
      />

      {page.notice && (
        <Alert tone="success" onDismiss={page.dismissNotice}>
          {page.notice}
        </Alert>
      )}
      {page.problem && <Alert tone="warning">{page.problem.message}</Alert>}
      {page.failure && (
        <Alert
          tone="error"
          title={t('requests.loadFailed')}
          actions={
            <Button size="sm" onClick={page.retry} loading={page.retrying}>
              {t('requests.retry')}
            </Button>
          }
        >
          {page.failure}
        </Alert>
      )}

      <div className={styles.toolbar}>
        <p className={styles.muted} aria-live="polite">
          {data ? t('requests.count', { count: data.total }) : ''}
        </p>
        <p className={styles.muted}>
          {t(view.sort.desc ? 'requests.sortedDesc' : 'requests.sortedAsc', { column: sortName })}
        </p>
      </div>

      {!page.failure && !page.problem && (
        <RequestsTable
          rows={data?.requestList ?? []}
          sort={view.sort}
          onSortChange={page.setSort}
          onAction={page.open}
          loading={page.loading}
          emptyText={t('requests.empty')}
        />
      )}
      {data && <Pager page={view.page} pages={data.oldalak} onPageChange={page.setPage} />}

      {dialog?.kind === 'details' && <DetailsDialog row={dialog.row} onClose={page.close} />}
      {dialog?.kind === 'edit' && <EditDialog row={dialog.row} onCancel={page.close} onSaved={page.done} />}
      {dialog?.kind === 'delete' && <DeleteDialog row={dialog.row} onCancel={page.close} onDeleted={page.done} />}
    </AdminPage>
  );
}
