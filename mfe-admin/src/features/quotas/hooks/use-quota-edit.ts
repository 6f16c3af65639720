// The edit-quota dialog's flow (admin-area.md §4 "Quota edit", §8 "Quotas"): the inputs start from
// the row (the form is mounted per opened row); Save sends every type with the screen's rule
// (negatives 0, truncated, non-numbers 0) and closes on success. react-hook-form holds the inputs
// and checks the body with the gateway's schema first (lib/quota-view.ts). A failure is logged and
// the dialog stays open (§8), with the refusal's text or a Hungarian fallback under the inputs.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ADMIN_QUOTA_MESSAGES, type QuotaRow, type UpdateLeaveQuotasInput } from '@tavollet/contract/api/admin-quotas';
import { failureMessage } from '@tavollet/contract/client/http';
import { formIssues } from '../../../lib/form-issues.ts';
import { useUpdateLeaveQuotas } from '../api/update-leave-quotas.ts';
import { editSchema, editValuesOf, type QuotaEditValues } from '../lib/quota-view.ts';

export function useQuotaEdit(row: QuotaRow, onDone: () => void) {
  const update = useUpdateLeaveQuotas();
  const form = useForm<QuotaEditValues, unknown, UpdateLeaveQuotasInput>({
    resolver: zodResolver(editSchema(row)),
    defaultValues: editValuesOf(row),
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(null);

  const save = form.handleSubmit(
    (body) => {
      setError(null);
      update.mutate(body, {
        onSuccess: onDone,
        onError: (err) => {
          console.error('updateleavequotas failed', err);
          setError(failureMessage(err, ADMIN_QUOTA_MESSAGES.updateFailed));
        },
      });
    },
    (errors) => setError(formIssues(errors)[0]?.message ?? ADMIN_QUOTA_MESSAGES.updateFailed),
  );

  return { register: form.register, save, saving: update.isPending, error };
}
