// GET /api/admin/getrequests (admin-area.md §7 "Leave requests"): one page of the filtered, sorted
// list. The previous page stays on screen while the next one loads (keepPreviousData).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminRequestsAnswer } from '@tavollet/contract/api/admin-requests';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

/** `search` = `listSearch(view)`; `enabled` false while the filter has a problem the server would refuse. */
const adminRequestsQuery = (search: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.admin.requestsList(search),
    queryFn: ({ signal }) => apiRequest('GET', `/admin/getrequests?${search}`, { schema: AdminRequestsAnswer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAdminRequests = (search: string, enabled: boolean) => useQuery(adminRequestsQuery(search, enabled));
