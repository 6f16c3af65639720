// GET /api/user/teacher/getdata (staff-area.md §7): types, quotas, drafts, this year's frequency.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { TeacherData } from '@tavollet/contract/api/teacher';

export function getTeacherData(signal?: AbortSignal): Promise<TeacherData> {
  return apiRequest('GET', '/user/teacher/getdata', { schema: TeacherData, signal });
}

/**
 * The answer as the query keeps it, for the gateway's server render of the first screen
 * (src/server/first-screen.tsx), which fills the cache from the answer the API gave.
 */
export const teacherDataSeed = {
  url: '/api/user/teacher/getdata',
  queryKey: queryKeys.teacher.data(),
  read: (body: unknown): TeacherData => TeacherData.parse(body),
};

/** The teacher's data; every teacher write refreshes it (lib/refresh-teacher-data.ts, §4). */
export function useTeacherData() {
  return useQuery({ queryKey: queryKeys.teacher.data(), queryFn: ({ signal }) => getTeacherData(signal) });
}
