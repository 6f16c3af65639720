// The school's name (every mail's footer, mail/frame.ts) and the From header of every mail, as an
// admin set them: one document in `settings` (`_id: 'mail.sender'`); a field not set (null) is the
// environment's SCHOOL_NAME or MAIL_FROM (docs/decisions/0567-mail-sender-settings.md).
// GET /api/admin/getmailsender and PATCH /api/admin/updatemailsender.
import type { MailSenderAnswer } from '@tavollet/contract/api/admin-email';
import type { ClientSession } from 'mongoose';
import type { Models } from '../../../db/models.ts';
import type { Services } from '../../deps.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';

export const MAIL_SENDER_ID = 'mail.sender';

interface MailSender {
  schoolName: string;
  from: string;
}
type Stored = MailSenderAnswer['stored'];

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

async function readStored(models: Models, session?: ClientSession): Promise<Stored> {
  const doc = await models.Setting.findById(MAIL_SENDER_ID)
    .session(session ?? null)
    .lean();
  const value = (doc?.value ?? {}) as Record<string, unknown>;
  return { schoolName: str(value.schoolName), from: str(value.from) };
}

/**
 * How long an instance keeps the stored sender: queuing a mail must not cost a submit or a decision
 * a database command of its own. A change made on this instance applies at once, one made on
 * another instance within this time.
 */
const SENDER_KEPT_MS = 30_000;
const kept = new WeakMap<Models, { at: number; stored: Stored }>();

/** The name and sender a mail queued now carries: the admin's, else the environment's. */
export async function currentMailSender(models: Models, defaults: MailSender): Promise<MailSender> {
  let entry = kept.get(models);
  if (!entry || Date.now() - entry.at > SENDER_KEPT_MS) {
    entry = { at: Date.now(), stored: await readStored(models) };
    kept.set(models, entry);
  }
  const { stored } = entry;
  return { schoolName: stored.schoolName ?? defaults.schoolName, from: stored.from ?? defaults.from };
}

const defaultsOf = (s: Pick<Services, 'config'>): MailSender => ({
  schoolName: s.config.schoolName,
  from: s.config.mailFrom,
});

export async function getMailSender(s: Pick<Services, 'models' | 'config'>): Promise<MailSenderAnswer> {
  return { ok: true, stored: await readStored(s.models), defaults: defaultsOf(s) };
}

/** Sets the given fields (null: back to the environment's default); audited. */
export async function updateMailSender(
  s: Pick<Services, 'models' | 'log' | 'config'>,
  actor: AdminActor,
  patch: { schoolName?: string | null | undefined; from?: string | null | undefined },
): Promise<MailSenderAnswer> {
  const stored = await inTransaction(s.models, async (session) => {
    const was = await readStored(s.models, session);
    const next: Stored = {
      schoolName: patch.schoolName === undefined ? was.schoolName : patch.schoolName,
      from: patch.from === undefined ? was.from : patch.from,
    };
    await s.models.Setting.updateOne({ _id: MAIL_SENDER_ID }, { $set: { value: next } }, { upsert: true, session });
    await audit(s, { ...auditBy(actor), action: 'mail.sender_settings', details: changes(was, next) }, session);
    return next;
  });
  kept.delete(s.models);
  return { ok: true, stored, defaults: defaultsOf(s) };
}
