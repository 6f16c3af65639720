// GET /api/leaders/workingdays?mettol&meddig (deputy only): what the range costs, counted by the
// server from the school calendar (staff-area.md §2 "a total of days").
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import { isIsoDate } from '@tavollet/contract/domain/dates';

export function getWorkingDays(mettol: string, meddig: string, signal?: AbortSignal) {
  return apiRequest('GET', '/leaders/workingdays', { query: { mettol, meddig }, schema: WorkingDaysAnswer, signal });
}

/** Asks only for a complete, ordered range; a new range never shows the previous range's count. */
export function useWorkingDays(mettol: string, meddig: string) {
  return useQuery({
    queryKey: queryKeys.leaders.workingDays(mettol, meddig),
    queryFn: ({ signal }) => getWorkingDays(mettol, meddig, signal),
    enabled: isIsoDate(mettol) && isIsoDate(meddig) && mettol <= meddig,
  });
}
