// The job that sends one queued mail (docs/architecture.md "Mail"). A failed try (a refusal, a
// timeout, a dropped connection) is retried after MAIL_RETRY_DELAYS_MS (1, 5, 15, 30, 60 minutes
// by default); the next try's time is stored in the job, so a restart loses nothing. When the last
// try fails the job stays in the collection as failed, and the failure is logged and shown among
// the admin home's events. A sent mail's job is removed. Every try of one job carries the same
// Message-ID, so a receiver can drop a repeat.
//
// Exactly once as far as SMTP allows: the moment
// the SMTP server has accepted the mail, the job is marked sent (`data.sentAt`), before anything
// else; a job run again (its instance died, its lock ran out) looks at the mark first and ends
// without sending. Only a mail accepted but not yet marked when its instance dies goes twice: at
// most MAIL_SEND_CONCURRENCY per dead instance, the SMTP connections of its transport, each of
// which carries one mail at a time. More jobs than connections run, so the database work of one
// mail (lock, mark, removal) overlaps the SMTP conversation of another; the others wait in the
// transport's queue, never having reached the server.
import type { Job, JobWithId } from 'agenda';
import { ObjectId } from 'mongodb';
import type { Logger } from '../logger.ts';
import type { AttachmentStore } from '../mail/attachments.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { MailJobData } from '../mail/mailer.ts';
import type { JobRunner } from './runner.ts';
import { MAIL_JOB } from '../mail/job-names.ts';

/** Mail jobs running per SMTP connection: one at the server, the rest preparing or queued. */
const JOBS_PER_CONNECTION = 4;

export interface MailJobDeps {
  /** Mails this instance has at the SMTP server at a time (MAIL_SEND_CONCURRENCY, its SMTP connections). */
  concurrency: number;
  transport: MailTransport;
  attachments: AttachmentStore;
  retryDelaysMs: readonly number[];
  log: Logger;
  /** Looks for further due mails now (runner.nudge). */
  nudge(): void;
  /** Called once when a mail is given up (after its last try). */
  onGaveUp(info: { to: string[]; subject: string; tries: number; error: string }): Promise<void>;
}

export const mailMessageId = (jobId: string): string => `<${jobId}@tavollet.mail>`;

export function defineMailJob(runner: JobRunner, deps: MailJobDeps): void {
  const { agenda, collection } = runner;
  runner.define<MailJobData>(
    MAIL_JOB,
    async (job: Job<MailJobData>) => {
      const { mail, sentAt } = job.attrs.data;
      if (sentAt) return;
      const attachments = await deps.attachments.load(mail.attachments);
      await deps.transport.deliver({ ...mail, attachments, messageId: mailMessageId(String(job.attrs._id)) });
      // Not thrown: a failed mark must not make a retry send an accepted mail again.
      await collection
        .updateOne({ _id: new ObjectId(String(job.attrs._id)) }, { $set: { 'data.sentAt': new Date() } })
        .catch((err: unknown) => deps.log.error({ err, job: String(job.attrs._id) }, 'sent mail not marked'));
    },
    {
      concurrency: JOBS_PER_CONNECTION * deps.concurrency,
      // One due mail waits locked beside each one running, so few wait for a dead instance's
      // locks to run out; the next are locked as each one finishes (nudge).
      lockLimit: 2 * JOBS_PER_CONNECTION * deps.concurrency,
      removeOnComplete: true,
      // attempt 1 is the first retry; null ends the retries.
      backoff: ({ attempt }) => deps.retryDelaysMs[attempt - 1] ?? null,
    },
  );
  const mailOf = (job: JobWithId) => (job.attrs.data as MailJobData).mail;
  // Each finished mail makes room in the lock limit: look for the next ones at once.
  agenda.on(`complete:${MAIL_JOB}`, () => deps.nudge());
  agenda.on(`fail:${MAIL_JOB}`, (err: Error, job: JobWithId) => {
    const { to, subject } = mailOf(job);
    deps.log.warn({ err: err.message, to, subject, tries: job.attrs.failCount }, 'mail send failed');
  });
  agenda.on(`retry exhausted:${MAIL_JOB}`, (err: Error, job: JobWithId) => {
    const { to, subject } = mailOf(job);
    const tries = job.attrs.failCount ?? 0;
    deps.log.error({ err: err.message, to, subject, tries, job: String(job.attrs._id) }, 'mail given up');
    void deps
      .onGaveUp({ to, subject, tries, error: err.message })
      .catch((e: unknown) => deps.log.error({ err: e }, 'recording the failed mail failed'));
  });
}
