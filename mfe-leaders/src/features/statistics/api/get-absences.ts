// GET /api/leaders/stats/absences?mettol&meddig (contract/src/api/leaders-statistics.ts): who is
// away on each day of a day, week or month.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { AbsencesAnswer } from '@tavollet/contract/api/leaders-statistics';

export function getAbsences(from: string, to: string, signal?: AbortSignal) {
  return apiRequest('GET', '/leaders/stats/absences', {
    query: { mettol: from, meddig: to },
    schema: AbsencesAnswer,
    signal,
  });
}

/** The previous period stays on screen while the next one loads (no jump to a spinner). */
export function useAbsences(from: string, to: string) {
  return useQuery({
    queryKey: queryKeys.leaders.statisticsAbsences(from, to),
    queryFn: ({ signal }) => getAbsences(from, to, signal),
    placeholderData: keepPreviousData,
  });
}
