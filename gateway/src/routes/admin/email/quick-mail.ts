// POST /api/admin/sendquickmail {to, group, subject, body} -> {ok, message, count} and
// GET /api/admin/getemailaddresses -> {ok, users} (admin-area.md §7 "E-mail").
import {
  ADMIN_EMAIL_MESSAGES as M,
  QuickMailBody,
  type AddressesAnswer,
  type QuickMailAnswer,
} from '@tavollet/contract/api/admin-email';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { sendQuickMail } from '../../../services/admin/email/quick-mail.ts';
import { getEmailAddresses } from '../../../services/admin/email/email-addresses.ts';

export function quickMailRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/sendquickmail', permission: 'admin', body: QuickMailBody, limit: '256kb' },
    async (ctx, { body }) => {
      const count = await sendQuickMail(s, adminActorOf(ctx), body);
      const answer: z.infer<typeof QuickMailAnswer> = { ok: true, message: M.sent, count };
      ctx.body = answer;
    },
  );
  area.route({ method: 'GET', path: '/getemailaddresses', permission: 'admin' }, async (ctx) => {
    const answer: z.infer<typeof AddressesAnswer> = { ok: true, users: await getEmailAddresses(s.models) };
    ctx.body = answer;
  });
}
