// GET /api/leaders/teachers (deputy only): every teacher who may be chosen in the form.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { TeachersAnswer } from '@tavollet/contract/api/leaders';

export async function getTeachers(signal?: AbortSignal) {
  const answer = await apiRequest('GET', '/leaders/teachers', { schema: TeachersAnswer, signal });
  return answer.items;
}

export function useTeachers() {
  return useQuery({ queryKey: queryKeys.leaders.teachers(), queryFn: ({ signal }) => getTeachers(signal) });
}
