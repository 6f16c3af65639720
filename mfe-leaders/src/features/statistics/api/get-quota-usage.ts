// GET /api/leaders/stats/quota-usage: every teacher's regular leave this year.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { QuotaUsageAnswer } from '@tavollet/contract/api/leaders-statistics';

const quotaUsageQuery = () =>
  queryOptions({
    queryKey: queryKeys.leaders.statisticsQuotaUsage(),
    queryFn: ({ signal }) => apiRequest('GET', '/leaders/stats/quota-usage', { schema: QuotaUsageAnswer, signal }),
  });

export const useQuotaUsage = () => useQuery(quotaUsageQuery());
