// GET /api/leaders/stats/quota-usage: every teacher's regular leave this year.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { QuotaUsageAnswer } from '@tavollet/contract/api/leaders-statistics';

export function getQuotaUsage(signal?: AbortSignal) {
  return apiRequest('GET', '/leaders/stats/quota-usage', { schema: QuotaUsageAnswer, signal });
}

export function useQuotaUsage() {
  return useQuery({
    queryKey: queryKeys.leaders.statisticsQuotaUsage(),
    queryFn: ({ signal }) => getQuotaUsage(signal),
  });
}
