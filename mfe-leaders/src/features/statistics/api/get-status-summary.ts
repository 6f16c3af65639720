// GET /api/leaders/stats/status-summary: this school year's requests by status, decision time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { StatusSummaryAnswer } from '@tavollet/contract/api/leaders-statistics';

const statusSummaryQuery = () =>
  queryOptions({
    queryKey: queryKeys.leaders.statisticsStatusSummary(),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/leaders/stats/status-summary', { schema: StatusSummaryAnswer, signal }),
  });

export const useStatusSummary = () => useQuery(statusSummaryQuery());
