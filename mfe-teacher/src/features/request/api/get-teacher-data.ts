// GET /api/user/teacher/getdata (staff-area.md §7): types, quotas, drafts, this year's frequency.
import { apiRequest } from '@tavollet/contract/client/http';
import { TeacherData } from '@tavollet/contract/api/teacher';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export function getTeacherData(signal?: AbortSignal): Promise<TeacherData> {
  return apiRequest('GET', '/user/teacher/getdata', { schema: TeacherData, signal });
}

/** The teacher's data; `reload()` after a submit, a draft save or a draft delete (§4). */
export function useTeacherData() {
  return useApiQuery('teacher-data', getTeacherData);
}
