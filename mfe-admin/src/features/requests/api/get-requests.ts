// GET /api/admin/getrequests (admin-area.md §7 "Leave requests"): one page of the filtered, sorted
// list. The previous page stays on screen while the next one loads (keepPreviousData).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminRequestsAnswer } from '@tavollet/contract/api/admin-requests';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function getRequests(search: string, signal?: AbortSignal) {
  return apiRequest('GET', `/admin/getrequests?${search}`, { schema: AdminRequestsAnswer, signal });
}

/** `search` = `listSearch(view)`; `enabled` false while the filter has a problem the server would refuse. */
export function useAdminRequests(search: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.requestsList(search),
    queryFn: ({ signal }) => getRequests(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
