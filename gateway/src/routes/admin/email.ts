// /api/admin: the e-mail calls (admin-area.md §7 "E-mail"; contract/src/api/admin-email.ts): the
// quick mail, the scheduled e-mails, the request-event mail switches and the school's name and
// sender of the mails (new: the spec has no call for the switches or the sender).
import {
  ADMIN_EMAIL_MESSAGES as M,
  MailSenderPatch,
  NotificationSettingsPatch,
  QuickMailBody,
  ScheduleIdBody,
  SchedulePayload,
  ToggleBody,
  type AddressesAnswer,
  type FunctionsAnswer,
  type NotificationSettingsAnswer,
  type OkMessageAnswer,
  type QuickMailAnswer,
  type ScheduleListAnswer,
  type ScheduleSavedAnswer,
  type ToggleAnswer,
} from '@tavollet/contract/api/admin-email';
import type { z } from 'zod';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';
import { sendQuickMail } from '../../services/admin/email/quick-mail.ts';
import { getEmailAddresses } from '../../services/admin/email/email-addresses.ts';
import {
  deleteScheduledMail,
  getFunctions,
  getScheduledList,
  saveSchedulerDetails,
  toggleMailStatus,
  updateScheduledEmail,
} from '../../services/admin/email/schedules.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../services/admin/email/notification-settings.ts';
import { getMailSender, updateMailSender } from '../../services/admin/email/mail-sender.ts';

export function adminEmailRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/sendquickmail', permission: 'admin', body: QuickMailBody, limit: '256kb' },
    async (ctx, { body }) => {
      const count = await sendQuickMail(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message: M.sent, count } satisfies z.infer<typeof QuickMailAnswer>;
    },
  );

  area.route({ method: 'GET', path: '/getemailaddresses', permission: 'admin' }, async (ctx) => {
    ctx.body = { ok: true, users: await getEmailAddresses(s.models) } satisfies z.infer<typeof AddressesAnswer>;
  });

  area.route({ method: 'GET', path: '/getscheduledlist', permission: 'admin' }, async (ctx) => {
    ctx.body = { ok: true, items: await getScheduledList(s) } satisfies ScheduleListAnswer;
  });

  area.route({ method: 'GET', path: '/getfunctions', permission: 'admin' }, async (ctx) => {
    ctx.body = { ok: true, functionList: await getFunctions(s) } satisfies z.infer<typeof FunctionsAnswer>;
  });

  area.route(
    { method: 'POST', path: '/saveschedulerdetails', permission: 'admin', body: SchedulePayload, limit: '256kb' },
    async (ctx, { body }) => {
      const item = await saveSchedulerDetails(s, adminActorOf(ctx), { ...body, email_id: undefined });
      ctx.body = { ok: true, message: M.saved, item } satisfies ScheduleSavedAnswer;
    },
  );

  area.route(
    { method: 'PATCH', path: '/updatescheduledemail', permission: 'admin', body: SchedulePayload, limit: '256kb' },
    async (ctx, { body }) => {
      const item = await updateScheduledEmail(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message: M.saved, item } satisfies ScheduleSavedAnswer;
    },
  );

  area.route(
    { method: 'DELETE', path: '/deletescheduledmail', permission: 'admin', body: ScheduleIdBody },
    async (ctx, { body }) => {
      await deleteScheduledMail(s, adminActorOf(ctx), body.email_id);
      ctx.body = { ok: true, message: M.deleted } satisfies z.infer<typeof OkMessageAnswer>;
    },
  );

  area.route(
    { method: 'PATCH', path: '/togglemailstatus', permission: 'admin', body: ToggleBody },
    async (ctx, { body }) => {
      const state = await toggleMailStatus(s, adminActorOf(ctx), body.email_id, body.state);
      ctx.body = { ok: true, state } satisfies z.infer<typeof ToggleAnswer>;
    },
  );

  area.route({ method: 'GET', path: '/getnotificationsettings', permission: 'admin' }, async (ctx) => {
    const settings = await getNotificationSettings(s.models);
    ctx.body = { ok: true, settings } satisfies z.infer<typeof NotificationSettingsAnswer>;
  });

  area.route(
    {
      method: 'PATCH',
      path: '/updatenotificationsettings',
      permission: 'admin',
      body: NotificationSettingsPatch,
      limit: '1kb',
    },
    async (ctx, { body }) => {
      const settings = await updateNotificationSettings(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, settings } satisfies z.infer<typeof NotificationSettingsAnswer>;
    },
  );

  area.route({ method: 'GET', path: '/getmailsender', permission: 'admin' }, async (ctx) => {
    ctx.body = await getMailSender(s);
  });

  area.route(
    { method: 'PATCH', path: '/updatemailsender', permission: 'admin', body: MailSenderPatch, limit: '2kb' },
    async (ctx, { body }) => {
      ctx.body = await updateMailSender(s, adminActorOf(ctx), body);
    },
  );
}
