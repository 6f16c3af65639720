// GET /api/user/teacher/getdata (staff-area.md §7): types, quotas, drafts, this year's frequency.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { TeacherData } from '@tavollet/contract/api/teacher';

/** The teacher's data; every teacher write refreshes it (lib/refresh-teacher-data.ts, §4). */
export const teacherDataQuery = () =>
  queryOptions({
    queryKey: queryKeys.teacher.data(),
    queryFn: ({ signal }) => apiRequest('GET', '/user/teacher/getdata', { schema: TeacherData, signal }),
  });

export const useTeacherData = () => useQuery(teacherDataQuery());
