// Hibabejelentések (admin-area.md §2 "/admin/hibabejelentesek", §4 "Issue report", §8 "Issues"):
// the staff's reports in the server's order, the details dialog with the screenshots, forwarding
// to the developer and closing. Its state lives in hooks/use-issues-page.ts.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { AdminPage } from '../../../components/admin-page.tsx';
import { NS } from '../../../i18n/issues.ts';
import { useIssuesPage, type Notice } from '../hooks/use-issues-page.ts';
import { ForwardDialog } from './forward-dialog.tsx';
import { IssueDetailsDialog } from './issue-details-dialog.tsx';
import { IssuesTable } from './issues-table.tsx';

function NoticeAlert({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <Alert tone={notice.tone} onDismiss={onDismiss}>
      {notice.text}
    </Alert>
  );
}

export function IssuesPage() {
  const { t } = useTranslation(NS);
  const p = useIssuesPage();
  const notice = p.notice && <NoticeAlert notice={p.notice} onDismiss={p.dismissNotice} />;
  const dialogOpen = p.details !== null || p.forwarding !== null;

  return (
    <AdminPage name="admin-issues" title={t('issues.title')} intro={t('issues.intro')}>
      {!dialogOpen && notice}
      {p.loadFailure ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" onClick={p.retry}>
              {t('issues.retry')}
            </Button>
          }
        >
          {p.loadFailure}
        </Alert>
      ) : (
        <IssuesTable
          rows={p.items}
          loading={p.loading}
          closingId={p.closingId}
          onDetails={p.openDetails}
          onForward={p.openForward}
          onClose={p.closeReport}
        />
      )}
      <IssueDetailsDialog
        item={p.details}
        closing={p.details !== null && p.closingId === p.details.bejelentes_id}
        closeWindowRef={p.closeWindowRef}
        notice={p.forwarding ? null : notice}
        onClose={p.closeDetails}
        onForward={p.openForward}
        onCloseIssue={p.closeReport}
      />
      {p.forwarding && (
        <ForwardDialog
          key={p.forwarding.bejelentes_id}
          item={p.forwarding}
          developerEmail={p.developerEmail}
          onCancel={p.cancelForward}
          onDone={p.forwarded}
        />
      )}
    </AdminPage>
  );
}
