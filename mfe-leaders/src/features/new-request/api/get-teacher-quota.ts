// GET /api/leaders/teacher-quota?user_id (deputy only): the chosen teacher's leave types and the
// working days left of each quota type this year, shown beside the type selector.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { TeacherQuotaAnswer } from '@tavollet/contract/api/leaders';

/** Loads once a teacher is chosen. */
const teacherQuotaQuery = (userId: number | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.leaders.teacherQuota(userId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/leaders/teacher-quota', { query: { user_id: userId }, schema: TeacherQuotaAnswer, signal }),
    enabled: typeof userId === 'number' && userId > 0,
  });

export const useTeacherQuota = (userId: number | null | undefined) => useQuery(teacherQuotaQuery(userId));
