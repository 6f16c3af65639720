// POST /api/user/report-issue (staff-area.md §7): a bug report or suggestion with screenshots.
// The rate limit, the daily upload budget and an upload slot are checked before the body is read
// (docs/decisions/0370-checks-before-the-body.md), so a refused report costs no memory.
import {
  ISSUE_BODY_LIMIT_BYTES,
  ISSUE_MESSAGES as M,
  ReportIssueBody,
  type ReportIssueAnswer,
} from '@tavollet/contract/api/issue-report';
import type { ApiArea } from '../../http/route.ts';
import { staffActor } from '../../http/context.ts';
import { admitIssueReport, reportIssue } from '../../services/user/report-issue.ts';
import type { Services } from '../../services/deps.ts';

export function reportIssueRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/report-issue',
      permission: 'staff',
      body: ReportIssueBody,
      limit: `${ISSUE_BODY_LIMIT_BYTES}b`,
      // A body over the limit can only be too many or too large screenshots: say so plainly.
      tooLargeMessage: M.imagesTooLarge,
      before: (ctx, next) => admitIssueReport(s, staffActor(ctx), ctx.request.length, next),
    },
    async (ctx, { body }) => {
      const bejelentes_id = await reportIssue(s, staffActor(ctx), body);
      const answer: ReportIssueAnswer = { ok: true, message: M.done, bejelentes_id };
      ctx.body = answer;
    },
  );
}
