// GET /api/leaders/request/:kerelem_id?szerep: one waiting request with its status history and the
// requester's other requests of the year (the details dialog, staff-area.md §2).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { DetailsAnswer, type LeaderRole } from '@tavollet/contract/api/leaders';

export function getDetails(szerep: LeaderRole, kerelemId: number, signal?: AbortSignal) {
  return apiRequest('GET', `/leaders/request/${kerelemId}`, { query: { szerep }, schema: DetailsAnswer, signal });
}

/** Loads only while a request is open (`kerelemId` set). */
export function useDetails(szerep: LeaderRole, kerelemId: number | null) {
  return useQuery({
    queryKey: queryKeys.leaders.details(szerep, kerelemId ?? 0),
    queryFn: ({ signal }) => getDetails(szerep, kerelemId!, signal),
    enabled: kerelemId !== null,
  });
}
