// GET /api/hr/requests (contract/src/api/hr.ts): one page of the filtered, sorted list. The
// previous page stays on screen while the next one loads (keepPreviousData), so paging through
// 20,000 rows never flashes an empty table.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { HrListAnswer } from '@tavollet/contract/api/hr';

/** `search` = `listSearch(view)`; `enabled` false while the filter has a problem the server would refuse. */
const hrRequestsQuery = (search: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.hr.list(search),
    queryFn: ({ signal }) => apiRequest('GET', `/hr/requests?${search}`, { schema: HrListAnswer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useHrRequests = (search: string, enabled: boolean) => useQuery(hrRequestsQuery(search, enabled));
