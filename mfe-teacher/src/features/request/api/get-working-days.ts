// GET /api/user/teacher/workingdays?mettol&meddig (new): what the chosen range costs, counted by
// the server from the school calendar (only it knows the calendar's t/m/s days).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import { isIsoDate } from '@tavollet/contract/domain/dates';

/**
 * Asks only for a complete, ordered range; otherwise `data` stays undefined and nothing loads. A
 * new range shows no count until its own answer arrives (never the previous range's count).
 */
const workingDaysQuery = (mettol: string, meddig: string) =>
  queryOptions({
    queryKey: queryKeys.teacher.workingDays(mettol, meddig),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/user/teacher/workingdays', { query: { mettol, meddig }, schema: WorkingDaysAnswer, signal }),
    enabled: isIsoDate(mettol) && isIsoDate(meddig) && mettol <= meddig,
  });

export const useWorkingDays = (mettol: string, meddig: string) => useQuery(workingDaysQuery(mettol, meddig));
