// GET /api/leaders/request/:kerelem_id?szerep: one waiting request with its status history and the
// requester's other requests of the year (the details dialog, staff-area.md §2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { DetailsAnswer, type LeaderRole } from '@tavollet/contract/api/leaders';

/** Loads only while a request is open (`kerelemId` set). */
const detailsQuery = (szerep: LeaderRole, kerelemId: number | null) =>
  queryOptions({
    queryKey: queryKeys.leaders.details(szerep, kerelemId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/leaders/request/${kerelemId}`, { query: { szerep }, schema: DetailsAnswer, signal }),
    enabled: kerelemId !== null,
  });

export const useDetails = (szerep: LeaderRole, kerelemId: number | null) => useQuery(detailsQuery(szerep, kerelemId));
