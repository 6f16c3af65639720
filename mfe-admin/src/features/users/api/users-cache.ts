// The users list in the query cache, changed in place after a row action (admin-area.md §4 "User":
// block, unblock and edit update the row locally, delete removes it; a create or an import reloads
// the whole list). Every users call shares one mutation key, so the page's "Mentés…" sees them all.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { usersQuery } from './get-users.ts';

/** The mutation key of every users call (a prefix of nothing else). */
export const USERS_MUTATION_KEY = queryKeys.admin.users();

export function patchUserRow(client: QueryClient, userId: number, patch: (u: AdminUser) => AdminUser | null): void {
  client.setQueryData(usersQuery().queryKey, (old) =>
    old
      ? {
          ...old,
          rows: old.rows.flatMap((u) => {
            if (u.user_id !== userId) return [u];
            const next = patch(u);
            return next ? [next] : [];
          }),
        }
      : old,
  );
}

export const reloadUsers = (client: QueryClient) => client.invalidateQueries({ queryKey: usersQuery().queryKey });
