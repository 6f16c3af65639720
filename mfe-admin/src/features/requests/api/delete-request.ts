// DELETE /api/admin/deleteadminleaverequest { kerelem_id } (admin-area.md §7, §8 "Requests"): the
// request is marked torolve; the list reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteAdminRequestAnswer, KerelemIdBody } from '@tavollet/contract/api/admin-requests';
import { apiRequest } from '@tavollet/contract/client/http';
import { reloadRequests } from './requests-cache.ts';

function deleteRequest(kerelemId: number) {
  return apiRequest('DELETE', '/admin/deleteadminleaverequest', {
    body: KerelemIdBody.parse({ kerelem_id: kerelemId }),
    schema: DeleteAdminRequestAnswer,
  });
}

export function useDeleteRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRequest, onSettled: () => reloadRequests(client) });
}
