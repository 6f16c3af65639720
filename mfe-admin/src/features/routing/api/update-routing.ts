// PATCH /api/admin/updateapprovalrouting (docs/architecture.md "Admin: approval routing"): the
// answer is the whole table after the change, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApprovalRoutingAnswer, type UpdateApprovalRoutingBody } from '@tavollet/contract/api/admin-routing';
import { apiRequest } from '@tavollet/contract/client/http';
import { routingQuery } from './get-routing.ts';

const updateRouting = (body: UpdateApprovalRoutingBody) =>
  apiRequest('PATCH', '/admin/updateapprovalrouting', { body, schema: ApprovalRoutingAnswer });

export function useUpdateRouting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRouting,
    onSuccess: (answer) => client.setQueryData(routingQuery().queryKey, answer),
  });
}
