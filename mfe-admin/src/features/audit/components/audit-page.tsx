// Napló (not in the spec): the admin's read-only audit log —
// the filter bar, the count and the CSV download of every matching entry, the newest-first
// server-paged rows with their before/after values, and the pager; filter and page in the URL.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Pager } from '@tavollet/design-system/components/Pager/Pager';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { AdminPage } from '../../../components/admin-page.tsx';
import { NS } from '../../../i18n/audit.ts';
import { useAuditPage } from '../hooks/use-audit-page.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';
import styles from './audit-page.module.css';

export function AuditPage() {
  const { t } = useTranslation(NS);
  const page = useAuditPage();
  const { view, data } = page;
  return (
    <AdminPage
      name="admin-audit"
      title={t('audit.title')}
      intro={t('audit.intro')}
      titleEnd={
        <p className={styles.busy} role="status">
          {page.loading && (
            <Badge tone="info" icon={<Spinner size="sm" decorative />}>
              {t('audit.busy')}
            </Badge>
          )}
        </p>
      }
    >
      <AuditFilters
        filters={view.filters}
        onChange={page.setFilter}
        onClear={page.clearFilters}
        problem={page.problem}
      />

      {page.problem && <Alert tone="warning">{page.problem.message}</Alert>}
      {page.failure && (
        <Alert
          tone="error"
          title={t('audit.loadFailed')}
          actions={
            <Button size="sm" onClick={page.retry} loading={page.loading}>
              {t('audit.retry')}
            </Button>
          }
        >
          {page.failure}
        </Alert>
      )}

      <div className={styles.toolbar}>
        <p className={styles.mutedLine} aria-live="polite">
          {data ? `${t('audit.count', { count: data.total })} · ${t('audit.order')}` : ''}
        </p>
        <a className={styles.exportLink} href={page.exportHref} download aria-describedby="audit-export-hint">
          {t('audit.export')}
        </a>
        <span id="audit-export-hint" className={styles.srOnly}>
          {t('audit.exportHint')}
        </span>
      </div>

      {!page.failure && !page.problem && <AuditTable rows={data?.rows ?? []} loading={page.loading} />}
      {data && <Pager page={view.page} pages={data.oldalak} onPageChange={page.setPage} />}
    </AdminPage>
  );
}
