// One run of a scheduled e-mail (docs/architecture.md "Mail"): the job `mail.schedule` of an
// email_id is due at the schedule's next Budapest time; Agenda locks it on one gateway, which
// builds the mails (services/mail/schedule-content.ts), queues them as mail jobs (each retried on
// its own), and sets the job's next time. A run that fails is logged and the schedule still moves
// on to its next time, so a bad day never stops a schedule. A run after a long outage sends once,
// not once per missed time.
//
// A run whose gateway dies is run again by another once its lock runs out, and must not queue its
// mails twice. So a run first stores a key in its
// job (`run`), queues its mails held under that key, marks the key queued (the one write that
// decides) and then releases them; a run that finds a key is the same run again: queued, it only
// releases; not queued, it drops the held ones (none went out) and queues afresh. The key goes in
// the same write as the next time.
import type { Job } from 'agenda';
import { ObjectId } from 'mongodb';
import type { Services } from '../services/deps.ts';
import { MAIL_JOB, SCHEDULE_JOB } from '../mail/job-names.ts';
import { audit } from '../services/audit.ts';
import { resolveRecipients } from '../services/mail/recipients.ts';
import { buildRunMails } from '../services/mail/schedule-content.ts';
import { functionCodes } from '../services/mail/functions.ts';
import { nextSendOf } from '../services/mail/schedule-jobs.ts';
import type { StoredSchedule } from '../services/mail/schedule-mapping.ts';

/** A run at 08:00:00.2 must not find 08:00 of the same day again. */
const NEXT_AFTER_MS = 60_000;

interface ScheduleJobData {
  email_id: number;
}

interface RunKey {
  id: string;
  queued: boolean;
}

/** Queues one run of the schedule held under `runId`; answers how many mails were queued. */
async function runSchedule(s: Services, emailId: number, now: Date, runId: string): Promise<number> {
  const schedule = await s.models.ScheduledEmail.findOne({ email_id: emailId }).lean<StoredSchedule>();
  if (!schedule || schedule.aktiv === false) return 0;
  const fn = schedule.funkcio_id ? ((await functionCodes(s)).get(schedule.funkcio_id) ?? null) : null;
  const recipients = await resolveRecipients(s.models, { to: schedule.to ?? [], group: schedule.group ?? [] });
  const mails = await buildRunMails(s, fn, { targy: schedule.targy, szoveg: schedule.szoveg ?? '', recipients, now });
  if (mails.length) await s.mailer.sendMany(mails, { heldAs: runId });
  await s.models.ScheduledEmail.updateOne({ email_id: emailId }, { $set: { utolso_kuldes: now } });
  await audit(s, {
    actorKind: 'system',
    action: 'mail.schedule_run',
    target: String(emailId),
    details: { email_kod: schedule.email_kod, funkcio: fn, levelek: mails.length },
  });
  return mails.length;
}

export function defineScheduleJob(s: Services): void {
  const jobs = s.jobs.collection;
  s.jobs.define<ScheduleJobData>(
    SCHEDULE_JOB,
    async (job: Job<ScheduleJobData>) => {
      const emailId = job.attrs.data.email_id;
      const _id = new ObjectId(String(job.attrs._id));
      const now = new Date();
      const left = await jobs.findOne({ _id }, { projection: { run: 1 } });
      let run = left?.run as RunKey | undefined;
      if (!run) {
        run = { id: new ObjectId().toHexString(), queued: false };
        await jobs.updateOne({ _id }, { $set: { run } });
      }
      const ofRun = { 'data.run': run.id };
      let queued = run.queued;
      try {
        if (!queued) {
          await jobs.deleteMany({ ...ofRun, name: MAIL_JOB, disabled: true });
          const mails = await runSchedule(s, emailId, now, run.id);
          await jobs.updateOne({ _id }, { $set: { 'run.queued': true } });
          queued = true;
          s.log.info({ email_id: emailId, mails }, 'scheduled e-mail run');
        }
      } catch (err) {
        s.log.error({ err, email_id: emailId }, 'scheduled e-mail run failed');
      }
      // The next time from the schedule as it is now (an edit during the run counts).
      const schedule = await s.models.ScheduledEmail.findOne({ email_id: emailId }).lean<StoredSchedule>();
      const next =
        schedule && schedule.aktiv !== false ? nextSendOf(schedule, new Date(now.getTime() + NEXT_AFTER_MS)) : null;
      // Queued mails go out; a run that failed before marking them queued leaves none held.
      if (queued) await s.jobs.release(MAIL_JOB, ofRun);
      else await jobs.deleteMany({ ...ofRun, name: MAIL_JOB, disabled: true });
      // In memory first: a lock renewal (job.touch) writes the job's time from there.
      job.attrs.nextRunAt = next;
      await jobs.updateOne({ _id }, { $set: { nextRunAt: next }, $unset: { run: '' } });
    },
    // A blocked or deleted schedule's job ends with no next time and is removed.
    { concurrency: 5, removeOnComplete: true },
  );
}
