// /api/admin: the issue-report calls (admin-area.md §4, §7 "Issues"; contract/src/api/admin-issues.ts).
import {
  ADMIN_ISSUE_MESSAGES as M,
  CloseIssueBody,
  ForwardIssueBody,
  IssueImageParams,
  type CloseIssueAnswer,
  type ForwardIssueAnswer,
  type IssueDataAnswer,
} from '@tavollet/contract/api/admin-issues';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';
import { getIssueData } from '../../services/admin/issues/get-issue-data.ts';
import { issueImage } from '../../services/admin/issues/image.ts';
import { forwardToDeveloper } from '../../services/admin/issues/forward.ts';
import { closeIssue } from '../../services/admin/issues/close.ts';
import { answerImage } from './issue-image.ts';

export function adminIssuesRoutes(area: ApiArea, s: Services): void {
  // Every report in the list's order, and where a forward would go.
  area.route({ method: 'GET', path: '/getissuedata', permission: 'admin' }, async (ctx) => {
    ctx.body = { ok: true, ...(await getIssueData(s, adminActorOf(ctx))) } satisfies IssueDataAnswer;
  });

  area.route(
    { method: 'GET', path: '/issues/:bejelentes_id/images/:kep_id', permission: 'admin', params: IssueImageParams },
    async (ctx, { params }) => {
      answerImage(ctx, await issueImage(s, adminActorOf(ctx), params));
    },
  );

  // Mails the report with its screenshots to DEVELOPER_EMAIL and marks it forwarded.
  area.route(
    { method: 'POST', path: '/forwardtodeveloper', permission: 'admin', body: ForwardIssueBody, limit: '16kb' },
    async (ctx, { body }) => {
      const { statusz } = await forwardToDeveloper(s, adminActorOf(ctx), body);
      ctx.body = {
        ok: true,
        message: M.forwarded,
        bejelentes_id: body.issue_id,
        statusz,
        tovabbitva_fejlesztonek: true,
      } satisfies ForwardIssueAnswer;
    },
  );

  area.route(
    { method: 'PATCH', path: '/closeissue', permission: 'admin', body: CloseIssueBody, limit: '1kb' },
    async (ctx, { body }) => {
      await closeIssue(s, adminActorOf(ctx), body.bejelentes_id);
      ctx.body = {
        ok: true,
        message: M.closed,
        bejelentes_id: body.bejelentes_id,
        statusz: 'lezarva',
      } satisfies CloseIssueAnswer;
    },
  );
}
