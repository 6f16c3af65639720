// GET /api/admin/getstats (admin-area.md §7 "Authentication and statistics"): summary, servers and
// events, asked again every 30 s (§9). A failed poll keeps the last answer in `data` (TanStack
// Query keeps it beside the error), so the home shows the old values under the "API hiba" banner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { AdminStatsAnswer, STATS_POLL_MS } from '@tavollet/contract/api/admin-stats';

const statsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getstats', { schema: AdminStatsAnswer, signal }),
    refetchInterval: STATS_POLL_MS,
    // Each answer is new figures: on returning to the home, ask at once.
    staleTime: 0,
  });

export const useStats = () => useQuery(statsQuery());
