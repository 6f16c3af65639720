// GET /api/admin/getrequests?AdminRequestsQuery -> AdminRequestsAnswer (admin-area.md §7 "Leave
// requests": `requestList`; one page, with the total; docs/decisions/0460-admin-request-list.md).
import { AdminRequestsQuery } from '@tavollet/contract/api/admin-requests';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getRequests } from '../../../services/admin/requests/get-requests.ts';

export function getRequestsRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'GET', path: '/getrequests', permission: 'admin', query: AdminRequestsQuery },
    async (ctx, { query }) => {
      ctx.body = await getRequests(s, adminActorOf(ctx), query);
    },
  );
}
