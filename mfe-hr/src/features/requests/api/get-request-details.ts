// GET /api/hr/requests/:kerelem_id: one request with its status history (the details dialog).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { HrDetailsAnswer } from '@tavollet/contract/api/hr';

const hrRequestDetailsQuery = (id: number | null) =>
  queryOptions({
    queryKey: queryKeys.hr.details(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `/hr/requests/${id}`, { schema: HrDetailsAnswer, signal })).request,
    enabled: id !== null,
  });

export const useHrRequestDetails = (id: number | null) => useQuery(hrRequestDetailsQuery(id));
