// GET /api/leaders/stats/status-summary: this school year's requests by status, decision time.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { StatusSummaryAnswer } from '@tavollet/contract/api/leaders-statistics';

export function getStatusSummary(signal?: AbortSignal) {
  return apiRequest('GET', '/leaders/stats/status-summary', { schema: StatusSummaryAnswer, signal });
}

export function useStatusSummary() {
  return useQuery({
    queryKey: queryKeys.leaders.statisticsStatusSummary(),
    queryFn: ({ signal }) => getStatusSummary(signal),
  });
}
