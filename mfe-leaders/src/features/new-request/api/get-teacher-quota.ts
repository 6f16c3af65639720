// GET /api/leaders/teacher-quota?user_id (deputy only): the chosen teacher's leave types and the
// working days left of each quota type this year, shown beside the type selector.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { TeacherQuotaAnswer } from '@tavollet/contract/api/leaders';

export function getTeacherQuota(userId: number, signal?: AbortSignal) {
  return apiRequest('GET', '/leaders/teacher-quota', {
    query: { user_id: userId },
    schema: TeacherQuotaAnswer,
    signal,
  });
}

/** Loads once a teacher is chosen. */
export function useTeacherQuota(userId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.leaders.teacherQuota(userId ?? 0),
    queryFn: ({ signal }) => getTeacherQuota(userId!, signal),
    enabled: typeof userId === 'number' && userId > 0,
  });
}
