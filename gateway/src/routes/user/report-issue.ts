// POST /api/user/report-issue (staff-area.md §7): a bug report or suggestion with screenshots.
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  ISSUE_BODY_LIMIT_BYTES,
  ISSUE_MESSAGES as M,
  ReportIssueBody,
  type ReportIssueAnswer,
} from '@tavollet/contract/api/issue-report';
import { endpoint } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { clientIp, currentUser } from '../../http/context.ts';
import { reportIssue } from '../../services/issue-report.ts';
import type { Services } from '../../services/deps.ts';

/** A body over the limit can only be too many or too large screenshots: say so plainly. */
const explainTooLarge: Middleware = async (_ctx, next) => {
  try {
    await next();
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    if (status === 413 && !(err instanceof HttpError)) throw new HttpError(413, M.imagesTooLarge);
    throw err;
  }
};

export function reportIssueRoute(router: Router, s: Services): void {
  router.post(
    '/report-issue',
    explainTooLarge,
    endpoint({ body: ReportIssueBody, limit: `${ISSUE_BODY_LIMIT_BYTES}b` }, async (ctx, { body }) => {
      const bejelentes_id = await reportIssue(s, currentUser(ctx), body, clientIp(ctx));
      const answer: ReportIssueAnswer = { ok: true, message: M.done, bejelentes_id };
      ctx.body = answer;
    }),
  );
}
