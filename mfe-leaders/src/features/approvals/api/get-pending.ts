// GET /api/leaders/pending?szerep (contract/src/api/leaders.ts): the requests waiting for this
// role, urgent first then oldest first (staff-area.md §2 "Approval screens", §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { PendingAnswer, type LeaderRole } from '@tavollet/contract/api/leaders';

const pendingQuery = (szerep: LeaderRole) =>
  queryOptions({
    queryKey: queryKeys.leaders.pending(szerep),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/leaders/pending', { query: { szerep }, schema: PendingAnswer, signal })).items,
  });

export const usePending = (szerep: LeaderRole) => useQuery(pendingQuery(szerep));
