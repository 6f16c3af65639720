// POST /api/admin/forwardtodeveloper { issue_id, message } -> ForwardIssueAnswer (admin-area.md §7
// "Issues"): mails the report with its screenshots to DEVELOPER_EMAIL and marks it forwarded.
import {
  ADMIN_ISSUE_MESSAGES as M,
  ForwardIssueBody,
  type ForwardIssueAnswer,
} from '@tavollet/contract/api/admin-issues';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { forwardToDeveloper } from '../../../services/admin/issues/forward.ts';

export function forwardRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/forwardtodeveloper', permission: 'admin', body: ForwardIssueBody, limit: '16kb' },
    async (ctx, { body }) => {
      const { statusz } = await forwardToDeveloper(s, adminActorOf(ctx), body);
      const answer: ForwardIssueAnswer = {
        ok: true,
        message: M.forwarded,
        bejelentes_id: body.issue_id,
        statusz,
        tovabbitva_fejlesztonek: true,
      };
      ctx.body = answer;
    },
  );
}
