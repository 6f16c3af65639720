// /api/admin: the approval routing table (docs/architecture.md "Approval routing", "Admin: approval
// routing"); logic in services/admin/routing/, payloads in contract/src/api/admin-routing.ts.
import {
  ADMIN_ROUTING_MESSAGES as M,
  UpdateApprovalRoutingBody,
  type ApprovalRoutingAnswer,
} from '@tavollet/contract/api/admin-routing';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getApprovalRouting, updateApprovalRouting } from '../../../services/admin/routing/approval-routing.ts';

export function adminRoutingRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getapprovalrouting', permission: 'admin' }, async (ctx) => {
    const answer: ApprovalRoutingAnswer = { ok: true, rows: await getApprovalRouting(s, adminActorOf(ctx)) };
    ctx.body = answer;
  });
  area.route(
    {
      method: 'PATCH',
      path: '/updateapprovalrouting',
      permission: 'admin',
      body: UpdateApprovalRoutingBody,
      limit: '4kb',
    },
    async (ctx, { body }) => {
      const rows = await updateApprovalRouting(s, adminActorOf(ctx), body);
      const answer: ApprovalRoutingAnswer = { ok: true, message: M.saved, rows };
      ctx.body = answer;
    },
  );
}
