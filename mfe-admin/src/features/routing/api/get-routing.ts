// GET /api/admin/getapprovalrouting (docs/architecture.md "Admin: approval routing"): every leave
// type's final and preliminary approver.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApprovalRoutingAnswer } from '@tavollet/contract/api/admin-routing';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const routingQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.routing(),
    queryFn: () => apiRequest('GET', '/admin/getapprovalrouting', { schema: ApprovalRoutingAnswer }),
  });

export const useRouting = () => useQuery(routingQuery());
