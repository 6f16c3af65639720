// PATCH /api/admin/closeissue { bejelentes_id } -> CloseIssueAnswer (admin-area.md §4, §7 "Issues").
import { ADMIN_ISSUE_MESSAGES as M, CloseIssueBody, type CloseIssueAnswer } from '@tavollet/contract/api/admin-issues';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { closeIssue } from '../../../services/admin/issues/close.ts';

export function closeRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'PATCH', path: '/closeissue', permission: 'admin', body: CloseIssueBody, limit: '1kb' },
    async (ctx, { body }) => {
      await closeIssue(s, adminActorOf(ctx), body.bejelentes_id);
      const answer: CloseIssueAnswer = {
        ok: true,
        message: M.closed,
        bejelentes_id: body.bejelentes_id,
        statusz: 'lezarva',
      };
      ctx.body = answer;
    },
  );
}
