// …/jovahagyasok of both leader areas (staff-area.md §2 "Approval screens", §4): the requests
// waiting for this role, their details, approve, reject and bulk approve. Every decision
// refreshes the list and the home's counts without a reload (lib/refresh-leaders-data.ts).
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { PageFrame } from '../../../components/page-frame.tsx';
import { NS } from '../../../i18n/register.ts';
import { szerepOf, type LeaderArea } from '../../../lib/area.ts';
import { useApprovalsPage } from '../hooks/use-approvals-page.ts';
import { ApprovalsTable } from './approvals-table.tsx';
import { BulkConfirmDialog, BulkResultDialog } from './bulk-dialogs.tsx';
import { DecisionDialog, useRequestSummary } from './decision-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import styles from './approvals.module.css';

export function ApprovalsPage({ area }: { area: LeaderArea }) {
  const { t } = useTranslation(NS);
  const szerep = szerepOf(area);
  const summary = useRequestSummary();
  const p = useApprovalsPage(szerep, summary);
  const all = p.pending.data;
  const loadFailure = p.pending.error ? failureMessage(p.pending.error, t('approvals.loadFailed')) : null;

  return (
    <PageFrame page="approvals" title={t('approvals.title')} intro={t('approvals.intro')} titleRef={p.titleRef}>
      {p.notice && (
        <Alert tone="warning" onDismiss={p.dismissNotice}>
          {p.notice}
        </Alert>
      )}
      {loadFailure && (
        <Alert
          tone="error"
          title={t('approvals.loadFailedTitle')}
          actions={
            <Button size="sm" onClick={() => void p.pending.refetch()} loading={p.pending.isFetching}>
              {t('approvals.retry')}
            </Button>
          }
        >
          {loadFailure}
        </Alert>
      )}

      {(all || p.pending.isFetching) && (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {all ? t('approvals.count', { count: all.length }) : ''}
            </p>
            <Button variant="primary" disabled={p.selected.size === 0} onClick={p.bulk.start}>
              {t('approvals.bulk.button', { count: p.selected.size })}
            </Button>
          </div>
          <ApprovalsTable rows={p.rows} selected={p.selected} loading={p.pending.isFetching} {...p.table} />
        </>
      )}

      <DetailsDialog szerep={szerep} row={p.details.row} onClose={p.details.close} />
      <DecisionDialog
        szerep={szerep}
        decision={p.decision.decision}
        onClose={p.decision.close}
        onDone={p.decision.done}
        onConflict={p.decision.conflict}
      />
      <BulkConfirmDialog
        open={p.bulk.open}
        count={p.selected.size}
        pending={p.bulk.pending}
        error={p.bulk.error}
        onConfirm={p.bulk.confirm}
        onCancel={p.bulk.cancel}
      />
      <BulkResultDialog result={p.bulk.result} onClose={p.bulk.closeResult} />
    </PageFrame>
  );
}
