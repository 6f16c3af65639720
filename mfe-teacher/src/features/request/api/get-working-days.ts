// GET /api/user/teacher/workingdays?mettol&meddig (new): what the chosen range costs, counted by
// the server from the school calendar (only it knows the calendar's t/m/s days).
import { apiRequest } from '@tavollet/contract/client/http';
import { WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import { isIsoDate } from '@tavollet/contract/domain/dates';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export function getWorkingDays(mettol: string, meddig: string, signal?: AbortSignal) {
  return apiRequest('GET', '/user/teacher/workingdays', { query: { mettol, meddig }, schema: WorkingDaysAnswer, signal });
}

/** Asks only for a complete, ordered range; otherwise `data` stays undefined and nothing loads. */
export function useWorkingDays(mettol: string, meddig: string) {
  const complete = isIsoDate(mettol) && isIsoDate(meddig) && mettol <= meddig;
  return useApiQuery(complete ? `${mettol}..${meddig}` : null, (signal) => getWorkingDays(mettol, meddig, signal));
}
