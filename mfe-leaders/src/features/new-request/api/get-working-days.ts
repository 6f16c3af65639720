// GET /api/leaders/workingdays?mettol&meddig (deputy only): what the range costs, counted by the
// server from the school calendar (staff-area.md §2 "a total of days").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import { isIsoDate } from '@tavollet/contract/domain/dates';

/** Asks only for a complete, ordered range; a new range never shows the previous range's count. */
const workingDaysQuery = (mettol: string, meddig: string) =>
  queryOptions({
    queryKey: queryKeys.leaders.workingDays(mettol, meddig),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/leaders/workingdays', { query: { mettol, meddig }, schema: WorkingDaysAnswer, signal }),
    enabled: isIsoDate(mettol) && isIsoDate(meddig) && mettol <= meddig,
  });

export const useWorkingDays = (mettol: string, meddig: string) => useQuery(workingDaysQuery(mettol, meddig));
