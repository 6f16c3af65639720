// The scheduled e-mail calls (admin-area.md §7 "E-mail"; contract/src/api/admin-email.ts):
// GET getscheduledlist, GET getfunctions, POST saveschedulerdetails, PATCH updatescheduledemail,
// DELETE deletescheduledmail, PATCH togglemailstatus.
import {
  ADMIN_EMAIL_MESSAGES as M,
  SchedulePayload,
  ScheduleIdBody,
  ToggleBody,
  type FunctionsAnswer,
  type OkMessageAnswer,
  type ScheduleListAnswer,
  type ScheduleSavedAnswer,
  type ToggleAnswer,
} from '@tavollet/contract/api/admin-email';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import {
  saveSchedulerDetails,
  deleteScheduledMail,
  getScheduledList,
  toggleMailStatus,
  updateScheduledEmail,
} from '../../../services/admin/email/schedules.ts';
import { getFunctions } from '../../../services/admin/email/schedules.ts';

export function scheduleRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getscheduledlist', permission: 'admin' }, async (ctx) => {
    const answer: ScheduleListAnswer = { ok: true, items: await getScheduledList(s) };
    ctx.body = answer;
  });
  area.route({ method: 'GET', path: '/getfunctions', permission: 'admin' }, async (ctx) => {
    const answer: z.infer<typeof FunctionsAnswer> = { ok: true, functionList: await getFunctions(s) };
    ctx.body = answer;
  });
  area.route(
    { method: 'POST', path: '/saveschedulerdetails', permission: 'admin', body: SchedulePayload, limit: '256kb' },
    async (ctx, { body }) => {
      const item = await saveSchedulerDetails(s, adminActorOf(ctx), { ...body, email_id: undefined });
      const answer: ScheduleSavedAnswer = { ok: true, message: M.saved, item };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'PATCH', path: '/updatescheduledemail', permission: 'admin', body: SchedulePayload, limit: '256kb' },
    async (ctx, { body }) => {
      const item = await updateScheduledEmail(s, adminActorOf(ctx), body);
      const answer: ScheduleSavedAnswer = { ok: true, message: M.saved, item };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'DELETE', path: '/deletescheduledmail', permission: 'admin', body: ScheduleIdBody },
    async (ctx, { body }) => {
      await deleteScheduledMail(s, adminActorOf(ctx), body.email_id);
      const answer: z.infer<typeof OkMessageAnswer> = { ok: true, message: M.deleted };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'PATCH', path: '/togglemailstatus', permission: 'admin', body: ToggleBody },
    async (ctx, { body }) => {
      const state = await toggleMailStatus(s, adminActorOf(ctx), body.email_id, body.state);
      const answer: z.infer<typeof ToggleAnswer> = { ok: true, state };
      ctx.body = answer;
    },
  );
}
