// Which request-event mails go out: one document in `settings` (`_id: 'mail.notifications'`), every
// kind on until an admin switches it off. GET /api/admin/getnotificationsettings and PATCH
// /api/admin/updatenotificationsettings.
import {
  NOTIFICATION_KINDS,
  NotificationSettings,
  type NotificationSettings as Settings,
} from '@tavollet/contract/api/admin-email';
import type { z } from 'zod';
import type { ClientSession } from 'mongoose';
import type { Models } from '../../../db/models.ts';
import type { Services } from '../../deps.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';

export const NOTIFICATION_SETTINGS_ID = 'mail.notifications';

const ALL_ON = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as Settings;

/** The stored settings; with `session`, read in that transaction. */
export async function getNotificationSettings(models: Models, session?: ClientSession): Promise<Settings> {
  return notificationSettingsOf(
    await models.Setting.findById(NOTIFICATION_SETTINGS_ID)
      .session(session ?? null)
      .lean(),
  );
}

/** The settings a stored document (or none) holds; a write reads it with its other reads. */
export function notificationSettingsOf(doc: { value?: unknown } | null | undefined): Settings {
  const stored = NotificationSettings.partial().safeParse(doc?.value ?? {});
  return { ...ALL_ON, ...(stored.success ? stored.data : {}) };
}

export async function updateNotificationSettings(
  s: Pick<Services, 'models' | 'log'>,
  actor: AdminActor,
  patch: z.infer<ReturnType<typeof NotificationSettings.partial>>,
): Promise<Settings> {
  return inTransaction(s.models, async (session) => {
    const doc = await s.models.Setting.findById(NOTIFICATION_SETTINGS_ID).session(session).lean();
    const prev = NotificationSettings.partial().safeParse(doc?.value ?? {});
    const next: Settings = { ...ALL_ON, ...(prev.success ? prev.data : {}), ...patch };
    await s.models.Setting.updateOne(
      { _id: NOTIFICATION_SETTINGS_ID },
      { $set: { value: next } },
      { upsert: true, session },
    );
    const was: Settings = { ...ALL_ON, ...(prev.success ? prev.data : {}) };
    await audit(s, { ...auditBy(actor), action: 'mail.notification_settings', details: changes(was, next) }, session);
    return next;
  });
}
