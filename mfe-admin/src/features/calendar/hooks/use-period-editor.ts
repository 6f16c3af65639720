// The active-period editor (admin-area.md §2, §4 "Active period", §5, §8 "Calendar"): two dates
// 1900-01-01 … 2099-12-31, Save enabled only when both are set and the start is not after the end,
// Delete after a confirmation. The fields start from the stored period.
import { useEffect, useState } from 'react';
import { ADMIN_CALENDAR_MESSAGES as M, type ActivePeriod } from '@tavollet/contract/api/admin-calendar';
import { failureMessage } from '@tavollet/contract/client/http';
import { isIsoDate } from '@tavollet/contract/domain/dates';
import { FIRST_DAY, LAST_DAY } from '@tavollet/contract/domain/day-csv';
import { useUpdateActivePeriod } from '../api/update-active-period.ts';
import { useDeleteActivePeriod } from '../api/delete-active-period.ts';

export interface PeriodNotice {
  tone: 'success' | 'error';
  title: string;
  detail?: string;
}

const inRange = (v: string) => isIsoDate(v) && v >= FIRST_DAY && v <= LAST_DAY;

export function usePeriodEditor(stored: ActivePeriod | null | undefined) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<PeriodNotice | null>(null);
  const save = useUpdateActivePeriod();
  const remove = useDeleteActivePeriod();

  useEffect(() => {
    setFrom(stored?.megnyitva_tol ?? '');
    setTo(stored?.megnyitva_ig ?? '');
  }, [stored?.megnyitva_tol, stored?.megnyitva_ig]);

  const bothValid = inRange(from) && inRange(to);
  const orderError = bothValid && from > to ? M.periodOrder : null;
  const failed = (title: string) => (err: unknown) => {
    const text = failureMessage(err, title);
    if (text !== null) setNotice({ tone: 'error', title, ...(text !== title && { detail: text }) });
  };

  return {
    from,
    to,
    setFrom: (v: string) => (setFrom(v), setNotice(null)),
    setTo: (v: string) => (setTo(v), setNotice(null)),
    orderError,
    canSave: bothValid && !orderError && !save.isPending,
    saving: save.isPending,
    save: () => {
      setNotice(null);
      save.mutate(
        { megnyitva_tol: from, megnyitva_ig: to },
        { onSuccess: (a) => setNotice({ tone: 'success', title: a.message }), onError: failed(M.periodSaveFailed) },
      );
    },
    canDelete: Boolean(stored) && !remove.isPending,
    deleting: remove.isPending,
    confirmDelete,
    askDelete: () => (setNotice(null), setConfirmDelete(true)),
    cancelDelete: () => setConfirmDelete(false),
    doDelete: () =>
      remove.mutate(undefined, {
        onSuccess: (a) => setNotice({ tone: 'success', title: a.message }),
        onError: failed(M.periodDeleteFailed),
        onSettled: () => setConfirmDelete(false),
      }),
    notice,
    dismissNotice: () => setNotice(null),
  };
}
