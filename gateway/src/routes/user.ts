// /api/user/*: calls of any signed-in staff member (staff-area.md §7). The teacher's calls are
// their own area under /api/user/teacher (teacher.ts).
import { AUTH_MESSAGES, ChangePasswordBody, type OkMessage } from '@tavollet/contract/api/auth';
import { ISSUE_MESSAGES, type ReportIssueAnswer } from '@tavollet/contract/api/issue-report';
import type { Services } from '../services/deps.ts';
import { defineArea, type ApiArea } from '../http/route.ts';
import { staffActor } from '../http/context.ts';
import { changePassword } from '../services/auth/staff-auth.ts';
import { admitIssueReport, reportIssue } from '../services/user/report-issue.ts';
import { isMultipart } from '../http/multipart.ts';
import { receiveIssueForm, receiveIssueJson } from './issue-report-body.ts';

export function userArea(s: Services): ApiArea {
  const area = defineArea('/user');

  // The service ends every session of the person; the caller gets a new one.
  area.route(
    { method: 'POST', path: '/change-password', permission: 'staff', body: ChangePasswordBody, limit: '2kb' },
    async (ctx, { body }) => {
      const actor = staffActor(ctx);
      await changePassword(s, actor, body);
      await s.staffSessions.start(ctx, actor.id);
      ctx.body = { ok: true, message: AUTH_MESSAGES.changePasswordDone } satisfies OkMessage;
    },
  );

  // A bug report or suggestion with screenshots: multipart (the texts, then each image streamed
  // into the re-encoder as it arrives) or JSON (the spec's payload, texts and small images only).
  // The rate limit, the daily upload budget and an upload slot are checked before the body is
  // read, so a refused report costs no memory.
  area.route(
    {
      method: 'POST',
      path: '/report-issue',
      permission: 'staff',
      before: (ctx, next) => admitIssueReport(s, staffActor(ctx), ctx.request.length, next),
    },
    async (ctx) => {
      const bejelentes_id = await reportIssue(s, staffActor(ctx), (draft) =>
        isMultipart(ctx) ? receiveIssueForm(ctx, draft) : receiveIssueJson(ctx, draft),
      );
      ctx.body = { ok: true, message: ISSUE_MESSAGES.done, bejelentes_id } satisfies ReportIssueAnswer;
    },
  );

  return area;
}
