// The edit-quota dialog's flow (admin-area.md §4 "Quota edit", §8 "Quotas"): the inputs start from
// the row (the form is mounted per opened row); Save sends every type with the screen's rule
// (negatives 0, truncated, non-numbers 0) and closes on success. A failure is logged and the dialog
// stays open (§8), with the server's message or a Hungarian fallback under the inputs
// (docs/decisions/0454-quotas-screen.md).
import { useState } from 'react';
import type { QuotaType } from '@tavollet/contract/codes';
import { ADMIN_QUOTA_MESSAGES, type QuotaRow } from '@tavollet/contract/api/admin-quotas';
import { failureMessage } from '@tavollet/contract/client/http';
import { useUpdateLeaveQuotas } from '../api/update-leave-quotas.ts';
import { editBody, editValuesOf, type QuotaEditValues } from '../lib/quota-view.ts';

export function useQuotaEdit(row: QuotaRow, onDone: () => void) {
  const update = useUpdateLeaveQuotas();
  const [values, setValues] = useState<QuotaEditValues>(() => editValuesOf(row));
  const [error, setError] = useState<string | null>(null);

  const change = (t: QuotaType, field: 'keret' | 'felhasznalt', value: string) =>
    setValues((v) => ({ ...v, [t]: { ...v[t], [field]: value } }));

  const save = () => {
    setError(null);
    update.mutate(editBody(row, values), {
      onSuccess: onDone,
      onError: (err) => {
        console.error('updateleavequotas failed', err);
        setError(failureMessage(err, ADMIN_QUOTA_MESSAGES.updateFailed));
      },
    });
  };

  return { values, change, save, saving: update.isPending, error };
}
