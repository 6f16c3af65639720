// The users table's state (admin-area.md §2 "/admin/felhasznalok", §4 "User", §8 "Users"): the
// list, the name filter with its shown/total counter, the inline edit, block/unblock, the password
// reset, the delete confirmation and the one notice above the table.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { NS } from '../../../i18n/users.ts';
import { useUsers } from '../api/get-users.ts';
import { useBlockUser } from '../api/block-user.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { actionFailure } from '../lib/call-failure.ts';
import { filterByName } from '../lib/name-filter.ts';
import { useRowEdit } from './use-row-edit.ts';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export function useUsersTable() {
  const { t } = useTranslation(NS);
  const list = useUsers();
  const block = useBlockUser();
  const reset = useResetPassword();
  const [filter, setFilter] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const showSuccess = useCallback((text: string) => setNotice({ tone: 'success', text }), []);
  const showFailure = (text: string | null) => {
    if (text !== null) setNotice({ tone: 'error', text });
  };
  const rowEdit = useRowEdit(showSuccess);

  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const shown = useMemo(() => filterByName(rows, filter), [rows, filter]);

  const toggleBlock = (u: AdminUser) => {
    setNotice(null);
    block.mutate(
      { user_id: u.user_id, blocked: u.blocked },
      {
        onSuccess: (answer) => showSuccess(answer.message),
        onError: (err) => showFailure(actionFailure(err, t('users.blockFailed'))),
      },
    );
  };

  const resetPassword = (u: AdminUser) => {
    setNotice(null);
    reset.mutate(u.user_id, {
      onSuccess: (answer) => showSuccess(answer.message),
      onError: (err) => showFailure(actionFailure(err, t('users.resetFailed'))),
    });
  };

  return {
    rows,
    shown,
    total: rows.length,
    loading: list.isPending,
    loaded: list.data !== undefined,
    loadFailure: list.error && !list.data ? actionFailure(list.error, t('users.list.loadFailed')) : null,
    retry: () => void list.refetch(),
    filter,
    setFilter,
    notice,
    dismissNotice: () => setNotice(null),
    showSuccess,
    rowEdit,
    toggleBlock,
    blockingId: block.isPending ? (block.variables?.user_id ?? null) : null,
    resetPassword,
    resettingId: reset.isPending ? (reset.variables ?? null) : null,
    /** The user the delete dialog asks about (kept while the dialog is open, even once deleted). */
    deleting,
    askDelete: (u: AdminUser) => {
      setNotice(null);
      setDeleting(u);
    },
    closeDelete: () => setDeleting(null),
  };
}
