// The routing editor's flow (docs/architecture.md "Admin: approval routing"): the table, the
// admin's draft choices, Save (only the changed types are sent), and the result line.
import { useState } from 'react';
import type { ApproverRole, LeaveType } from '@tavollet/contract/codes';
import { ADMIN_ROUTING_MESSAGES as M } from '@tavollet/contract/api/admin-routing';
import { onApiError } from '@tavollet/contract/client/http';
import { useRouting } from '../api/get-routing.ts';
import { useUpdateRouting } from '../api/update-routing.ts';
import { changedRows, isSameRole, shownChoice, type RoutingDraft } from '../lib/routing-draft.ts';

export type RoutingNotice = { tone: 'success' | 'error'; text: string } | null;

export function useRoutingPage() {
  const table = useRouting();
  const update = useUpdateRouting();
  const [draft, setDraft] = useState<RoutingDraft>({});
  const [notice, setNotice] = useState<RoutingNotice>(null);
  const rows = table.data?.rows ?? [];
  const changed = changedRows(rows, draft);
  const invalid = rows.some((r) => isSameRole(shownChoice(r, draft)));

  const choose = (tipus: LeaveType, field: 'vegso' | 'elozetes', value: ApproverRole | '') => {
    const row = rows.find((r) => r.tipus_kod === tipus);
    if (!row) return;
    setNotice(null);
    setDraft((d) => ({ ...d, [tipus]: { ...shownChoice(row, d), [field]: value } }));
  };

  const save = () => {
    if (changed.length === 0 || invalid) return;
    setNotice(null);
    update.mutate(
      { rows: changed },
      {
        onSuccess: (answer) => {
          setDraft({});
          setNotice({ tone: 'success', text: answer.message ?? M.saved });
        },
        onError: onApiError(M.saveFailed, (text) => setNotice({ tone: 'error', text })),
      },
    );
  };

  return {
    rows,
    draft,
    loading: table.isPending,
    loadFailed: table.isError,
    retry: () => void table.refetch(),
    choose,
    save,
    saving: update.isPending,
    canSave: changed.length > 0 && !invalid && !update.isPending,
    reset: () => {
      setDraft({});
      setNotice(null);
    },
    dirty: changed.length > 0,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
export type RoutingPageState = ReturnType<typeof useRoutingPage>;
