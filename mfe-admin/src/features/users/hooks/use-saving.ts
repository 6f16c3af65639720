// "Mentés…" (admin-area.md §2 "/admin/felhasznalok": "visible while any request runs"): while a
// users call runs, or the list reloads after one. The first load shows the table's own loading
// state instead.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { USERS_MUTATION_KEY } from '../api/users-cache.ts';

export function useSaving(listLoaded: boolean): boolean {
  const mutating = useIsMutating({ mutationKey: USERS_MUTATION_KEY });
  const fetching = useIsFetching({ queryKey: queryKeys.admin.usersList() });
  return mutating > 0 || (listLoaded && fetching > 0);
}
