// The state of the e-mail screen (admin-area.md §2 "/admin/email", §4 "Scheduled email", §8
// "E-mail"): the schedule list, functions and addresses (a failed load is logged and the list is
// empty), which editor or delete confirmation is open, the toggle (the server's state is adopted;
// an answer without a boolean is "Érvénytelen válasz a szervertől") and the page's one notice.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleItem } from '@tavollet/contract/api/admin-email';
import { ApiError, failureMessage, isSessionExpired } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/email.ts';
import { useScheduledList } from '../api/get-scheduled-list.ts';
import { useMailFunctions } from '../api/get-functions.ts';
import { useEmailAddresses } from '../api/get-email-addresses.ts';
import { useDeleteSchedule } from '../api/delete-schedule.ts';
import { useToggleSchedule } from '../api/toggle-schedule.ts';
import { NEW_SCHEDULE, itemToForm, type ScheduleForm } from '../lib/schedule-form.ts';

export interface PageNotice {
  tone: 'success' | 'error';
  text: string;
}

/** Logs a failed load (admin-area.md §8 "E-mail": logged only; the list becomes empty). */
function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error && !isSessionExpired(error)) console.error(`${what} load failed`, error);
  }, [error, what]);
}

export function useEmailPage() {
  const { t } = useTranslation(NS);
  const list = useScheduledList();
  const functions = useMailFunctions();
  const addresses = useEmailAddresses();
  const remove = useDeleteSchedule();
  const toggle = useToggleSchedule();
  const [editor, setEditor] = useState<{ key: number; form: ScheduleForm } | null>(null);
  const [deleting, setDeleting] = useState<ScheduleItem | null>(null);
  const [notice, setNotice] = useState<PageNotice | null>(null);
  useLogFailure(list.error, 'schedule list');
  useLogFailure(functions.error, 'function list');
  useLogFailure(addresses.error, 'address list');

  const catalogue = addresses.data?.users ?? [];
  const openNew = useCallback(() => {
    setNotice(null);
    setEditor({ key: Date.now(), form: NEW_SCHEDULE });
  }, []);
  const openEdit = useCallback(
    (item: ScheduleItem) => {
      setNotice(null);
      setEditor({ key: item.email_id, form: itemToForm(item, catalogue) });
    },
    [catalogue],
  );
  const closeEditor = useCallback(() => setEditor(null), []);
  const saved = useCallback((message: string) => {
    setEditor(null);
    setNotice({ tone: 'success', text: message });
  }, []);

  const askDelete = useCallback((item: ScheduleItem) => {
    setNotice(null);
    setDeleting(item);
  }, []);
  const cancelDelete = useCallback(() => setDeleting(null), []);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.email_id, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message || t('email.schedules.deleted') }),
      // admin-area.md §8: a failed delete is logged only.
      onError: (err) => console.error('schedule delete failed', err),
      onSettled: () => setDeleting(null),
    });
  };

  const onToggle = useCallback(
    (item: ScheduleItem) => {
      setNotice(null);
      toggle.mutate(
        { email_id: item.email_id, state: !item.aktiv },
        {
          onError: (err) => {
            if (err instanceof ApiError && err.status === 0 && err.message === 'invalid response') {
              setNotice({ tone: 'error', text: t('email.schedules.toggleInvalid') });
              return;
            }
            const text = failureMessage(err, t('email.schedules.toggleFailed'));
            if (text !== null) setNotice({ tone: 'error', text });
          },
        },
      );
    },
    [toggle, t],
  );

  return {
    items: list.data?.items ?? [],
    loading: list.isPending,
    functions: functions.data?.functionList ?? [],
    catalogue,
    editor,
    openNew,
    openEdit,
    closeEditor,
    saved,
    deleting,
    deletePending: remove.isPending,
    askDelete,
    cancelDelete,
    confirmDelete,
    togglingId: toggle.isPending ? (toggle.variables?.email_id ?? null) : null,
    onToggle,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
