// Email konfiguráció (admin-area.md §2 "/admin/email"): the scheduled e-mails with their editor
// and delete confirmation, the quick mail, the request-event mail switches, and the school's name and
// sender of the mails. The state lives in hooks/use-email-page.ts.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { AdminPage } from '../../../components/admin-page.tsx';
import { NS } from '../../../i18n/email.ts';
import { useEmailPage } from '../hooks/use-email-page.ts';
import { DeleteScheduleDialog } from './delete-schedule-dialog.tsx';
import { MailSenderCard } from './mail-sender-card.tsx';
import { NotificationSwitches } from './notification-switches.tsx';
import { Panel } from './panel.tsx';
import { QuickMailCard } from './quick-mail-card.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import styles from './email-page.module.css';

export function EmailPage() {
  const { t } = useTranslation(NS);
  const p = useEmailPage();
  return (
    <AdminPage name="admin-email" title={t('email.title')} intro={t('email.intro')}>
      {p.notice && (
        <Alert tone={p.notice.tone} onDismiss={p.dismissNotice}>
          {p.notice.text}
        </Alert>
      )}
      <Panel
        title={t('email.schedules.heading')}
        actions={
          <Button variant="primary" onClick={p.openNew}>
            {t('email.schedules.new')}
          </Button>
        }
      >
        <ScheduleTable
          rows={p.items}
          loading={p.loading}
          togglingId={p.togglingId}
          onEdit={p.openEdit}
          onDelete={p.askDelete}
          onToggle={p.onToggle}
        />
      </Panel>
      <div className={styles.columns}>
        <QuickMailCard catalogue={p.catalogue} />
        <div className={styles.stack}>
          <NotificationSwitches />
          <MailSenderCard />
        </div>
      </div>
      {p.editor && (
        <ScheduleEditor
          key={p.editor.key}
          initial={p.editor.form}
          functions={p.functions}
          catalogue={p.catalogue}
          onClose={p.closeEditor}
          onSaved={p.saved}
        />
      )}
      <DeleteScheduleDialog
        open={p.deleting !== null}
        deleting={p.deletePending}
        onCancel={p.cancelDelete}
        onConfirm={p.confirmDelete}
      />
    </AdminPage>
  );
}
