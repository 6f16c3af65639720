// GET /api/leaders/stats/absences?mettol&meddig (contract/src/api/leaders-statistics.ts): who is
// away on each day of a day, week or month.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { AbsencesAnswer } from '@tavollet/contract/api/leaders-statistics';

/** The previous period stays on screen while the next one loads (no jump to a spinner). */
const absencesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.leaders.statisticsAbsences(from, to),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/leaders/stats/absences', {
        query: { mettol: from, meddig: to },
        schema: AbsencesAnswer,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAbsences = (from: string, to: string) => useQuery(absencesQuery(from, to));
