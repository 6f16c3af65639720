// The job that sends one queued mail (docs/architecture.md "Mail"). A failed try (a refusal, a
// timeout, a dropped connection) is retried after MAIL_RETRY_DELAYS_MS (1, 5, 15, 30, 60 minutes
// by default); the next try's time is stored in the job, so a restart loses nothing. When the last
// try fails the job stays in the collection as failed, and the failure is logged and shown among
// the admin home's events. A sent mail's job is removed. Every try of one job carries the same
// Message-ID, so a receiver can drop a repeat.
import type { Agenda, Job, JobWithId } from 'agenda';
import type { Logger } from '../logger.ts';
import type { AttachmentStore } from '../mail/attachments.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { MailJobData } from '../mail/mailer.ts';
import { MAIL_JOB } from '../mail/job-names.ts';

/** Mails one instance sends at a time, and how many due ones it locks ahead. */
const MAIL_CONCURRENCY = 10;
const MAIL_LOCK_LIMIT = 50;

export interface MailJobDeps {
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

export function defineMailJob(agenda: Agenda, deps: MailJobDeps): void {
  agenda.define<MailJobData>(
    MAIL_JOB,
    async (job: Job<MailJobData>) => {
      const { mail } = job.attrs.data;
      const attachments = await deps.attachments.load(mail.attachments);
      await deps.transport.deliver({ ...mail, attachments, messageId: mailMessageId(String(job.attrs._id)) });
    },
    {
      concurrency: MAIL_CONCURRENCY,
      lockLimit: MAIL_LOCK_LIMIT,
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
