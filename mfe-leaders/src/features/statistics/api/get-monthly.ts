// GET /api/leaders/stats/monthly: approved absence working days per month of this school year.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { MonthlyAnswer } from '@tavollet/contract/api/leaders-statistics';

export function getMonthly(signal?: AbortSignal) {
  return apiRequest('GET', '/leaders/stats/monthly', { schema: MonthlyAnswer, signal });
}

export function useMonthly() {
  return useQuery({ queryKey: queryKeys.leaders.statisticsMonthly(), queryFn: ({ signal }) => getMonthly(signal) });
}
