// GET /api/leaders/stats/monthly: approved absence working days per month of this school year.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { MonthlyAnswer } from '@tavollet/contract/api/leaders-statistics';

const monthlyQuery = () =>
  queryOptions({
    queryKey: queryKeys.leaders.statisticsMonthly(),
    queryFn: ({ signal }) => apiRequest('GET', '/leaders/stats/monthly', { schema: MonthlyAnswer, signal }),
  });

export const useMonthly = () => useQuery(monthlyQuery());
