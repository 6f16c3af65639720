// GET /api/leaders/teachers (deputy only): every teacher who may be chosen in the form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { TeachersAnswer } from '@tavollet/contract/api/leaders';

const teachersQuery = () =>
  queryOptions({
    queryKey: queryKeys.leaders.teachers(),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/leaders/teachers', { schema: TeachersAnswer, signal })).items,
  });

export const useTeachers = () => useQuery(teachersQuery());
