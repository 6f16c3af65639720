// The request-event mail switches (docs/decisions/0438-notification-settings.md; the spec has no
// call for them): GET /api/admin/getnotificationsettings -> { ok, settings },
// PATCH /api/admin/updatenotificationsettings { some switches } -> { ok, settings }.
import { NotificationSettingsPatch, type NotificationSettingsAnswer } from '@tavollet/contract/api/admin-email';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../../services/admin/email/notification-settings.ts';

export function notificationRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getnotificationsettings', permission: 'admin' }, async (ctx) => {
    const answer: z.infer<typeof NotificationSettingsAnswer> = {
      ok: true,
      settings: await getNotificationSettings(s.models),
    };
    ctx.body = answer;
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
      const answer: z.infer<typeof NotificationSettingsAnswer> = { ok: true, settings };
      ctx.body = answer;
    },
  );
}
