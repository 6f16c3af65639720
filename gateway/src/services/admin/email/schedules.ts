// The scheduled e-mails (admin-area.md §2 "/admin/email", §4 "Scheduled email", §7 "E-mail"):
// list, save, update, delete and block/unblock, and the functions a schedule can run. Each change
// and its audit entry are one transaction; the schedule's job (mail/schedule-jobs.ts) is put in
// line right after the commit, so a saved schedule runs at its next Budapest time, a blocked or
// deleted one never again.
import {
  ADMIN_EMAIL_MESSAGES as M,
  type MailFunctionItem,
  type SchedulePayload,
  type ScheduleItem,
} from '@tavollet/contract/api/admin-email';
import type { ClientSession } from 'mongoose';
import type { Services } from '../../deps.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { nextId } from '../../../db/counters.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import { Conflict, Invalid, NotFound } from '../../../domain/errors.ts';
import { payloadToFields, toScheduleItem, type StoredSchedule } from '../../mail/schedule-mapping.ts';
import { scheduledRuns, syncScheduleJob } from '../../mail/schedule-jobs.ts';
import { MAIL_FUNCTION_CODES, functionCodes } from '../../mail/functions.ts';

type Deps = Pick<Services, 'models' | 'log' | 'jobs'>;

export async function getScheduledList(s: Deps): Promise<ScheduleItem[]> {
  const rows = await s.models.ScheduledEmail.find({}).sort({ email_nev: 1, email_id: 1 }).lean<StoredSchedule[]>();
  return (await toItems(s, rows)).sort((a, b) => a.name.localeCompare(b.name, 'hu'));
}

/** The rows as the screen shows them: function code and next run added. */
async function toItems(s: Deps, rows: StoredSchedule[]): Promise<ScheduleItem[]> {
  const [codes, runs] = await Promise.all([
    functionCodes(s),
    scheduledRuns(
      s,
      rows.map((r) => r.email_id),
    ),
  ]);
  return rows.map((r) =>
    toScheduleItem(
      r,
      r.funkcio_id ? (codes.get(r.funkcio_id) ?? null) : null,
      r.aktiv === false ? null : (runs.get(r.email_id) ?? null),
    ),
  );
}

async function oneItem(s: Deps, emailId: number): Promise<ScheduleItem> {
  const row = await s.models.ScheduledEmail.findOne({ email_id: emailId }).lean<StoredSchedule>();
  if (!row) throw new NotFound(M.notFound);
  return (await toItems(s, [row]))[0]!;
}

/** The payload as stored fields, refused when its function is unknown or its code empty. */
async function checkedFields(s: Deps, payload: SchedulePayload) {
  const fields = payloadToFields(payload);
  if (fields.funkcio_id !== null && !(await functionCodes(s)).has(fields.funkcio_id))
    throw new Invalid(M.unknownFunction, [{ path: 'funkcio_id', message: M.unknownFunction }]);
  if (!fields.email_kod) throw new Invalid(M.badCode, [{ path: 'email_kod', message: M.badCode }]);
  return fields;
}

/** Commits a save (a taken email_kod answers 409), then times its job and answers the saved row. */
async function commitSave(
  s: Deps,
  emailId: number,
  write: (session: ClientSession) => Promise<void>,
): Promise<ScheduleItem> {
  try {
    await inTransaction(s.models, write);
  } catch (err) {
    if ((err as { code?: number }).code === 11000) throw new Conflict(M.codeTaken);
    throw err;
  }
  await syncScheduleJob(s, emailId);
  return oneItem(s, emailId);
}

export async function saveSchedulerDetails(
  s: Deps,
  actor: AdminActor,
  payload: SchedulePayload,
): Promise<ScheduleItem> {
  const fields = await checkedFields(s, payload);
  const emailId = await nextId(s.models, 'email_id');
  return commitSave(s, emailId, async (session) => {
    await s.models.ScheduledEmail.create([{ ...fields, email_id: emailId, aktiv: true }], { session });
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'mail.schedule_created',
        target: String(emailId),
        details: { utana: { ...fields } },
      },
      session,
    );
  });
}

export async function updateScheduledEmail(
  s: Deps,
  actor: AdminActor,
  payload: SchedulePayload,
): Promise<ScheduleItem> {
  const emailId = payload.email_id;
  if (!emailId) throw new NotFound(M.notFound);
  const fields = await checkedFields(s, payload);
  return commitSave(s, emailId, async (session) => {
    const prev = await s.models.ScheduledEmail.findOneAndUpdate(
      { email_id: emailId },
      { $set: fields },
      { session, returnDocument: 'before' },
    ).lean();
    if (!prev) throw new NotFound(M.notFound);
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'mail.schedule_updated',
        target: String(emailId),
        details: changes(prev, fields),
      },
      session,
    );
  });
}

export async function deleteScheduledMail(s: Deps, actor: AdminActor, emailId: number): Promise<void> {
  await inTransaction(s.models, async (session) => {
    const gone = await s.models.ScheduledEmail.findOneAndDelete({ email_id: emailId }, { session }).lean();
    if (!gone) throw new NotFound(M.notFound);
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'mail.schedule_deleted',
        target: String(emailId),
        details: { email_kod: gone.email_kod },
      },
      session,
    );
  });
  await syncScheduleJob(s, emailId);
}

/** PATCH togglemailstatus: sets the wanted state and answers the stored one (admin-area.md §4). */
export async function toggleMailStatus(s: Deps, actor: AdminActor, emailId: number, state: boolean): Promise<boolean> {
  const stored = await inTransaction(s.models, async (session) => {
    const doc = await s.models.ScheduledEmail.findOneAndUpdate(
      { email_id: emailId },
      { $set: { aktiv: state } },
      { session, returnDocument: 'after' },
    ).lean();
    if (!doc) throw new NotFound(M.notFound);
    await audit(
      s,
      {
        ...auditBy(actor),
        action: state ? 'mail.schedule_unblocked' : 'mail.schedule_blocked',
        target: String(emailId),
      },
      session,
    );
    return doc.aktiv !== false;
  });
  await syncScheduleJob(s, emailId);
  return stored;
}

/** The functions a schedule can run: the catalogue's entries, by funkcio_id. */
export async function getFunctions(s: Pick<Services, 'models'>): Promise<MailFunctionItem[]> {
  const rows = await s.models.MailFunction.find({ funkcio_kod: { $in: [...MAIL_FUNCTION_CODES] } })
    .sort({ funkcio_id: 1 })
    .lean();
  return rows.map((r) => ({
    funkcio_id: r.funkcio_id,
    funkcio_kod: r.funkcio_kod,
    funkcio_megjelenites: r.funkcio_megjelenites,
    leiras: r.leiras ?? '',
  }));
}
