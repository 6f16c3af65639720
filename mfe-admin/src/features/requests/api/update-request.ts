// PATCH /api/admin/updateadminleaverequest (admin-area.md §4, §7, §8 "Requests"): the edit dialog's
// save; the list reloads when it settles.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateAdminRequestAnswer, type UpdateAdminRequestBody } from '@tavollet/contract/api/admin-requests';
import { apiRequest } from '@tavollet/contract/client/http';
import { reloadRequests } from './requests-cache.ts';

function updateRequest(body: UpdateAdminRequestBody) {
  return apiRequest('PATCH', '/admin/updateadminleaverequest', { body, schema: UpdateAdminRequestAnswer });
}

export function useUpdateRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateRequest, onSettled: () => reloadRequests(client) });
}
