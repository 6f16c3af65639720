// Each active scheduled e-mail is one Agenda job (`mail.schedule`, data `{ email_id }`) whose
// `nextRunAt` is the schedule's next Budapest send time (mail/schedule-time.ts). The job's `_id` is
// derived from the email_id, so "the job of schedule 7" is one document whatever the number of
// gateways writing it (an upsert on `_id` is atomic). Saving or editing reschedules it, blocking or
// deleting removes it, unblocking creates it again; Agenda's lock makes each run happen on one
// gateway only.
import { ObjectId } from 'mongodb';
import type { Services } from '../deps.ts';
import { SCHEDULE_JOB } from '../../mail/job-names.ts';
import { nextRunAfter } from '../../mail/schedule-time.ts';
import { dueJobDocument } from '../../jobs/runner.ts';
import { storedWeekdays, type StoredSchedule } from './schedule-mapping.ts';

type Deps = Pick<Services, 'models' | 'jobs'>;

/** `5ced01e0` + the email_id in 16 hex digits. */
export const scheduleJobId = (emailId: number): ObjectId =>
  new ObjectId(`5ced01e0${emailId.toString(16).padStart(16, '0')}`);

/** The schedule's next send time after `after`. */
export function nextSendOf(s: StoredSchedule, after: Date): Date | null {
  return nextRunAfter(
    {
      gyakorisag: s.gyakorisag,
      kuldes_idopont: s.kuldes_idopont,
      weekdays: storedWeekdays(s),
      honap_napja: s.honap_napja,
      honap_szama: s.honap_szama,
    },
    after,
  );
}

/** Puts the job in line with the stored schedule: removed when gone or blocked, else (re)timed. */
export async function syncScheduleJob(s: Deps, emailId: number, now = new Date()): Promise<Date | null> {
  const _id = scheduleJobId(emailId);
  const schedule = await s.models.ScheduledEmail.findOne({ email_id: emailId }).lean<StoredSchedule>();
  if (!schedule || schedule.aktiv === false) {
    await s.jobs.collection.deleteOne({ _id });
    return null;
  }
  const next = nextSendOf(schedule, now);
  const set = { name: SCHEDULE_JOB, data: { email_id: emailId }, nextRunAt: next, failCount: null, failReason: null };
  const onInsert = Object.fromEntries(
    Object.entries(dueJobDocument(SCHEDULE_JOB, null, now, s.jobs.name)).filter(([k]) => !(k in set) && k !== '_id'),
  );
  await s.jobs.collection.updateOne({ _id }, { $set: set, $setOnInsert: onInsert }, { upsert: true });
  return next;
}

/** The next send time of each schedule that has a job, by email_id. */
export async function scheduledRuns(s: Deps, emailIds: readonly number[]): Promise<Map<number, Date | null>> {
  if (emailIds.length === 0) return new Map();
  const jobs = await s.jobs.collection
    .find({ _id: { $in: emailIds.map(scheduleJobId) } }, { projection: { data: 1, nextRunAt: 1 } })
    .toArray();
  return new Map(jobs.map((j) => [(j.data as { email_id: number }).email_id, (j.nextRunAt as Date | null) ?? null]));
}

/**
 * At start (every gateway): a job for each active schedule that has none (seeded or restored
 * schedules), none for a blocked or deleted one. Existing jobs keep their time, so gateways
 * starting together change nothing the others wrote.
 */
export async function reconcileScheduleJobs(s: Deps, now = new Date()): Promise<void> {
  const schedules = await s.models.ScheduledEmail.find({}).lean<StoredSchedule[]>();
  const active = schedules.filter((x) => x.aktiv !== false);
  const activeIds = new Set(active.map((x) => scheduleJobId(x.email_id).toHexString()));
  const jobs = await s.jobs.collection.find({ name: SCHEDULE_JOB }, { projection: { _id: 1 } }).toArray();
  const stale = jobs.filter((j) => !activeIds.has(String(j._id))).map((j) => j._id);
  if (stale.length) await s.jobs.collection.deleteMany({ _id: { $in: stale } });
  if (active.length === 0) return;
  // One round trip for every schedule, in order (the gateway starts only after it).
  await s.jobs.collection.bulkWrite(
    active.flatMap((schedule) => {
      const _id = scheduleJobId(schedule.email_id);
      const nextRunAt = nextSendOf(schedule, now);
      const base = dueJobDocument(SCHEDULE_JOB, { email_id: schedule.email_id }, now, s.jobs.name);
      return [
        // A job left without a time (a run that failed before setting one) gets its next time.
        { updateOne: { filter: { _id, nextRunAt: null, lockedAt: null }, update: { $set: { nextRunAt } } } },
        { updateOne: { filter: { _id }, update: { $setOnInsert: { ...base, _id, nextRunAt } }, upsert: true } },
      ];
    }),
    { ordered: true },
  );
}
