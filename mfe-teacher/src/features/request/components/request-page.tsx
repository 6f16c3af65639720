// /app/tanar/keres (staff-area.md §2, §4, §5, §8): the new leave form with the quota table and
// the saved drafts beside it. Every check of §5 runs before a call; the server's refusals
// (overlap, quota) are shown with its own message. State and flows: hooks/use-request-page.ts.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { MessageDialog } from '../../../components/message-dialog.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { NS } from '../../../i18n/register.ts';
import { useRequestPage } from '../hooks/use-request-page.ts';
import { DraftDeleteDialog } from './draft-delete-dialog.tsx';
import { DraftList } from './draft-list.tsx';
import { LeaveRequestForm } from './leave-request-form.tsx';
import { QuotaTable } from './quota-table.tsx';
import { SubmitConfirmDialog } from './submit-confirm-dialog.tsx';
import { TeacherDataStatus } from './teacher-data-status.tsx';
import styles from './request-page.module.css';

/** `email`: the signed-in teacher (RemoteProps.user), for the form kept across an ended session. */
export function RequestPage({ email }: { email?: string }) {
  const { t } = useTranslation(NS);
  const page = useRequestPage(email);
  const { data, form, submit, draftSave, draftDelete } = page;

  return (
    <PageFrame page="request" title={t('request.title')} intro={t('request.intro')}>
      {page.unsent.restored && (
        <Alert tone="info" role="status" onDismiss={page.unsent.dismiss}>
          {t('request.restored')}
        </Alert>
      )}
      {!data && <TeacherDataStatus loading={page.loading} failure={page.loadFailure} onRetry={page.reload} />}

      {data && (
        // Previous data stays on screen while it reloads after a write.
        <div className={styles.layout} aria-busy={page.loading || undefined}>
          <LeaveRequestForm
            form={form}
            types={data.szabadsagTipusok}
            workingDays={page.workingDays}
            submitting={submit.pending}
            savingDraft={draftSave.pending}
            onSubmit={submit.ask}
            onSaveDraft={draftSave.save}
            typeRef={page.typeRef}
          />
          <aside className={styles.aside}>
            <QuotaTable data={data} />
            <DraftList
              drafts={data.drafts}
              loadedId={form.loadedDraft?.kerelem_id ?? null}
              onLoad={page.loadDraft}
              onDelete={draftDelete.ask}
              titleRef={page.draftsTitleRef}
            />
          </aside>
        </div>
      )}

      {data && (
        <SubmitConfirmDialog
          open={submit.confirming}
          values={form.values}
          frequency={data.frequency}
          workingDays={page.workingDays.data?.munkanapok_szama}
          pending={submit.pending}
          onConfirm={submit.confirm}
          onCancel={submit.cancel}
        />
      )}
      <DraftDeleteDialog flow={draftDelete} />
      <MessageDialog message={page.message} onClose={page.closeMessage} returnFocusRef={page.typeRef} />
    </PageFrame>
  );
}
