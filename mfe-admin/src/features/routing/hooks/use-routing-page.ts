// The routing editor's flow (docs/architecture.md "Admin: approval routing"): the table, the
// admin's choices (react-hook-form, checked by the gateway's UpdateApprovalRoutingBody as they
// change: a preliminary approver equal to the final one is named at once), Save (only the changed
// types are sent), and the result line.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { ApproverRole } from '@tavollet/contract/codes';
import {
  ADMIN_ROUTING_MESSAGES as M,
  UpdateApprovalRoutingBody,
  type UpdateApprovalRoutingInput,
} from '@tavollet/contract/api/admin-routing';
import { onApiError } from '@tavollet/contract/client/http';
import { useRouting } from '../api/get-routing.ts';
import { useUpdateRouting } from '../api/update-routing.ts';
import { changedRows, valuesOf, type RoutingValues } from '../lib/routing-draft.ts';

export type RoutingNotice = { tone: 'success' | 'error'; text: string } | null;

/** An explicit reset drops the admin's choices too (`keepDirtyValues` is for a reloaded table). */
const DISCARD = { keepDirtyValues: false };

export function useRoutingPage() {
  const table = useRouting();
  const update = useUpdateRouting();
  const rows = table.data?.rows ?? [];
  const form = useForm<RoutingValues, unknown, UpdateApprovalRoutingInput>({
    resolver: zodResolver(UpdateApprovalRoutingBody),
    // A reloaded table replaces the choices the admin has not changed.
    values: valuesOf(rows),
    resetOptions: { keepDirtyValues: true },
  });
  const { formState } = form;
  const watched = useWatch({ control: form.control, name: 'rows' });
  // The form takes a newly loaded table in an effect; until then the table itself is shown.
  const values = watched?.length === rows.length ? watched : valuesOf(rows).rows;
  const [notice, setNotice] = useState<RoutingNotice>(null);
  const changed = changedRows(rows, values);
  const invalid = formState.errors.rows !== undefined;

  const choose = (i: number, field: 'jovahagyo_szerep' | 'elozetes_jovahagyo_szerep', value: ApproverRole | null) => {
    setNotice(null);
    // Touched marks a row the admin changed (its "Alapértelmezett" goes), even when changed back.
    form.setValue(`rows.${i}.${field}`, value, { shouldDirty: true, shouldTouch: true });
    // The row's rule refuses at the preliminary approver, whichever of the two changed.
    void form.trigger(`rows.${i}.elozetes_jovahagyo_szerep`);
  };

  const save = form.handleSubmit((checked) => {
    const changes = changedRows(rows, checked.rows);
    if (changes.length === 0) return;
    setNotice(null);
    update.mutate(
      { rows: changes },
      {
        onSuccess: (answer) => {
          form.reset(valuesOf(answer.rows), DISCARD);
          setNotice({ tone: 'success', text: answer.message ?? M.saved });
        },
        onError: onApiError(M.saveFailed, (text) => setNotice({ tone: 'error', text })),
      },
    );
  });

  return {
    rows,
    values,
    /** The refusal of row `i` (a preliminary approver equal to the final one). */
    errorOf: (i: number) => formState.errors.rows?.[i]?.elozetes_jovahagyo_szerep?.message,
    touched: (i: number) => formState.touchedFields.rows?.[i] !== undefined,
    loading: table.isPending,
    loadFailed: table.isError,
    retry: () => void table.refetch(),
    choose,
    save,
    saving: update.isPending,
    canSave: changed.length > 0 && !invalid && !update.isPending,
    reset: () => {
      form.reset(undefined, DISCARD);
      setNotice(null);
    },
    dirty: changed.length > 0,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
export type RoutingPageState = ReturnType<typeof useRoutingPage>;
