// GET /api/leaders/counts?szerep (contract/src/api/leaders.ts): the home's figures, how many
// requests wait for this role and how many of them are urgent (staff-area.md §2, §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { CountsAnswer, type LeaderRole } from '@tavollet/contract/api/leaders';

const countsQuery = (szerep: LeaderRole) =>
  queryOptions({
    queryKey: queryKeys.leaders.counts(szerep),
    queryFn: ({ signal }) => apiRequest('GET', '/leaders/counts', { query: { szerep }, schema: CountsAnswer, signal }),
  });

export const useCounts = (szerep: LeaderRole) => useQuery(countsQuery(szerep));
