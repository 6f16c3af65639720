// GET /api/hr/requests/:kerelem_id: one request with its status history (the details dialog).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { HrDetailsAnswer } from '@tavollet/contract/api/hr';

export async function getRequestDetails(id: number, signal?: AbortSignal) {
  const answer = await apiRequest('GET', `/hr/requests/${id}`, { schema: HrDetailsAnswer, signal });
  return answer.request;
}

export function useHrRequestDetails(id: number | null) {
  return useQuery({
    queryKey: queryKeys.hr.details(id ?? 0),
    queryFn: ({ signal }) => getRequestDetails(id!, signal),
    enabled: id !== null,
  });
}
