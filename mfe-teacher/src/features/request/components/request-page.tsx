// /app/tanar/keres (staff-area.md §2, §4, §5, §8): the new leave form with the quota table and
// the saved drafts beside it. Every check of §5 runs here before a call; the server's refusals
// (overlap, quota) are shown with its own message.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@tavollet/contract/api/teacher';
import { messageOf, isSessionExpired } from '@tavollet/contract/client/http';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { useToast } from '@tavollet/design-system/components/Toast/Toast';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MessageDialog, type Message } from '../../../components/message-dialog.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { NS } from '../../../i18n/register.ts';
import { useDeleteDraft } from '../api/delete-draft.ts';
import { useTeacherData } from '../api/get-teacher-data.ts';
import { useWorkingDays } from '../api/get-working-days.ts';
import { useSaveDraft } from '../api/save-draft.ts';
import { useSubmitRequest } from '../api/submit-request.ts';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close.ts';
import { validateDraft, validateSubmit, type ValidationMessage } from '../lib/validate-request.ts';
import { DraftList } from './draft-list.tsx';
import { LeaveRequestForm } from './leave-request-form.tsx';
import { QuotaTable } from './quota-table.tsx';
import { SubmitConfirmDialog } from './submit-confirm-dialog.tsx';
import styles from './request-page.module.css';

export function RequestPage() {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const teacher = useTeacherData();
  const form = useRequestForm();
  const workingDays = useWorkingDays(form.values.mettol, form.values.meddig);
  const submit = useSubmitRequest();
  const saveDraft = useSaveDraft();
  const deleteDraft = useDeleteDraft();

  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [draftToDelete, setDraftToDelete] = useState<Draft | null>(null);
  // The load failure dialog shows once per failure; afterwards the inline alert offers a retry.
  const [seenLoadError, setSeenLoadError] = useState<unknown>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const draftsTitleRef = useRef<HTMLHeadingElement>(null);
  const focusAfterClose = useFocusAfterClose();

  const data = teacher.data;
  const loadFailed = teacher.error !== undefined;
  const loadDialog: Message | null =
    loadFailed && teacher.error !== seenLoadError ? { title: t('messages.loadFailedTitle'), text: t('messages.loadFailed'), tone: 'error' } : null;

  const showInvalid = (v: ValidationMessage) => setMessage({ title: t(v.title), text: t(v.text), tone: 'error' });

  const onSubmit = () => {
    const invalid = validateSubmit(form.values);
    if (invalid) showInvalid(invalid);
    else setConfirming(true);
  };

  const onConfirmSubmit = async () => {
    try {
      await submit.run(form.submitBody());
      form.reset();
      setMessage({ title: t('messages.submittedTitle'), text: t('messages.submitted') });
    } catch (err) {
      if (isSessionExpired(err)) return; // the shell opens the login page
      setMessage({ title: t('messages.submitFailedTitle'), text: messageOf(err, t('messages.submitFailed')), tone: 'error' });
    } finally {
      setConfirming(false);
      // Also after a refusal: the quotas or drafts may have changed meanwhile.
      teacher.reload();
    }
  };

  const onSaveDraft = async () => {
    const invalid = validateDraft(form.values);
    if (invalid) return showInvalid(invalid);
    try {
      await saveDraft.run(form.draftBody());
      // The draft now sits in the list beside the form; the form is free for the next request.
      form.reset();
      setMessage({ title: t('messages.draftSavedTitle'), text: t('messages.draftSaved') });
      teacher.reload();
    } catch (err) {
      if (isSessionExpired(err)) return; // the shell opens the login page
      setMessage({ title: t('messages.draftFailedTitle'), text: messageOf(err, t('messages.draftFailed')), tone: 'error' });
    }
  };

  const onConfirmDelete = async () => {
    if (!draftToDelete) return;
    try {
      const answer = await deleteDraft.run({ kerelem_id: draftToDelete.kerelem_id });
      if (form.loadedDraft?.kerelem_id === draftToDelete.kerelem_id) form.detachDraft();
      toast.show({ tone: 'success', message: messageOf(answer, t('messages.draftDeleted')) });
      // The draft's buttons leave with the reload; the list's heading keeps the keyboard's place.
      focusAfterClose(draftsTitleRef);
      teacher.reload();
    } catch (err) {
      if (isSessionExpired(err)) return; // the shell opens the login page
      setMessage({ title: t('messages.submitFailedTitle'), text: messageOf(err, t('messages.draftDeleteFailed')), tone: 'error' });
    } finally {
      setDraftToDelete(null);
    }
  };

  return (
    <PageFrame page="request" title={t('request.title')} intro={t('request.intro')}>

      {!data && teacher.loading && <Spinner showLabel label={t('request.loading')} />}
      {!data && loadFailed && !loadDialog && (
        <Alert
          tone="error"
          title={t('messages.loadFailedTitle')}
          actions={
            <Button size="sm" onClick={teacher.reload} loading={teacher.loading}>
              {t('request.retry')}
            </Button>
          }
        >
          {t('messages.loadFailed')}
        </Alert>
      )}

      {data && (
        <div className={styles.layout} aria-busy={teacher.loading || undefined}>
          <LeaveRequestForm
            form={form}
            types={data.szabadsagTipusok}
            workingDays={workingDays}
            submitting={submit.pending}
            savingDraft={saveDraft.pending}
            onSubmit={onSubmit}
            onSaveDraft={() => void onSaveDraft()}
            typeRef={typeRef}
          />
          <aside className={styles.aside}>
            <QuotaTable data={data} />
            <DraftList
              drafts={data.drafts}
              loadedId={form.loadedDraft?.kerelem_id ?? null}
              onLoad={(draft) => {
                form.loadDraft(draft);
                typeRef.current?.focus();
              }}
              onDelete={setDraftToDelete}
              titleRef={draftsTitleRef}
            />
          </aside>
        </div>
      )}

      {data && (
        <SubmitConfirmDialog
          open={confirming}
          values={form.values}
          frequency={data.frequency}
          workingDays={workingDays.data?.munkanapok_szama}
          pending={submit.pending}
          onConfirm={() => void onConfirmSubmit()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <ConfirmDialog
        open={draftToDelete !== null}
        title={t('request.drafts.deleteTitle')}
        confirmLabel={t('request.drafts.deleteYes')}
        cancelLabel={t('request.drafts.deleteNo')}
        destructive
        pending={deleteDraft.pending}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDraftToDelete(null)}
      >
        {draftToDelete &&
          t('request.drafts.deleteText', {
            type: t(`types.${draftToDelete.tipus_kod}`),
            from: formatDate(draftToDelete.kezdete),
            to: formatDate(draftToDelete.vege),
          })}
      </ConfirmDialog>
      <MessageDialog message={loadDialog ?? message} onClose={() => (loadDialog ? setSeenLoadError(teacher.error) : setMessage(null))} returnFocusRef={typeRef} />
    </PageFrame>
  );
}
