// GET /api/leaders/pending?szerep (contract/src/api/leaders.ts): the requests waiting for this
// role, urgent first then oldest first (staff-area.md §2 "Approval screens", §4).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { PendingAnswer, type LeaderRole } from '@tavollet/contract/api/leaders';

export async function getPending(szerep: LeaderRole, signal?: AbortSignal) {
  const answer = await apiRequest('GET', '/leaders/pending', { query: { szerep }, schema: PendingAnswer, signal });
  return answer.items;
}

export function usePending(szerep: LeaderRole) {
  return useQuery({ queryKey: queryKeys.leaders.pending(szerep), queryFn: ({ signal }) => getPending(szerep, signal) });
}
