// Outgoing mail (docs/architecture.md "Mail"): `send` never talks to a mail server. It stores the
// mail as an Agenda job (attachment bytes apart, mail/attachments.ts) and returns; the job
// (jobs/mail-job.ts) does the real send through mail/transport.ts, is retried with backoff when
// it fails, survives a restart and runs on exactly one gateway instance.
import type { ClientSession } from 'mongoose';
import type { Logger } from '../logger.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { AttachmentStore, StoredAttachmentRef } from './attachments.ts';
import { MAIL_JOB } from './job-names.ts';
import { withSchoolFrame } from './frame.ts';

interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** What a mail job stores: the finished mail, attachments by reference. */
interface StoredMail {
  /** The From header when it was queued (the admin's sender, else MAIL_FROM); absent in older jobs. */
  from?: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: StoredAttachmentRef[];
}

export interface MailJobData {
  mail: StoredMail;
  /** Set the moment the SMTP server accepted the mail (jobs/mail-job.ts); a re-run then sends nothing. */
  sentAt?: Date;
  /** The fan-out that queued it held (jobs/schedule-job.ts): the key its run releases it by. */
  run?: string;
}

interface SendManyOptions {
  /**
   * Queue the mails held (not sent) under this key until `releaseHeld(key)`: a fan-out that may run
   * again after a crash queues its mails once (jobs/schedule-job.ts).
   */
  heldAs?: string;
  /**
   * Queue them in this transaction: they are stored if and only if the change they announce
   * commits (services/mail/notifications.ts). Attachments are stored apart, outside it (they
   * expire on their own when no mail uses them).
   */
  session?: ClientSession;
}

export interface Mailer {
  /** Queues one mail (one job); resolves once it is stored, before any mail server is asked. */
  send(message: MailMessage): Promise<{ jobId: string }>;
  /** Queues many mails with one insert (quick mail, notifications); one job per mail. */
  sendMany(messages: readonly MailMessage[], opts?: SendManyOptions): Promise<{ jobIds: string[] }>;
  /** Where mails are written without SMTP_URL; null with SMTP. */
  readonly outboxDir: string | null;
}

export interface MailerOptions {
  jobs: JobRunner;
  attachments: AttachmentStore;
  /** The school's name for the frame and the From header, read as each batch is queued. */
  sender: () => Promise<{ schoolName: string; from: string }>;
  outboxDir: string | null;
  log: Logger;
}

export function createMailer(opts: MailerOptions): Mailer {
  const { jobs, attachments } = opts;

  /** Stores each distinct attachment once, even when many mails carry the same Buffer. */
  async function storeAttachments(messages: readonly MailMessage[]): Promise<Map<Buffer, StoredAttachmentRef>> {
    const distinct = new Map<Buffer, MailAttachment>();
    for (const m of messages) for (const a of m.attachments ?? []) distinct.set(a.content, a);
    const files = [...distinct.values()];
    const refs = await attachments.save(files);
    return new Map(files.map((f, i) => [f.content, refs[i]!]));
  }

  async function sendMany(
    messages: readonly MailMessage[],
    options: SendManyOptions = {},
  ): Promise<{ jobIds: string[] }> {
    if (messages.length === 0) return { jobIds: [] };
    const [refs, sender] = await Promise.all([storeAttachments(messages), opts.sender()]);
    const data = messages.map((m): MailJobData => {
      const framed = withSchoolFrame(m, sender.schoolName);
      return {
        mail: {
          from: sender.from,
          to: (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a.trim()).filter(Boolean),
          subject: framed.subject,
          text: framed.text,
          html: framed.html,
          attachments: (m.attachments ?? []).map((a) => refs.get(a.content)!),
        },
        ...(options.heldAs ? { run: options.heldAs } : {}),
      };
    });
    const jobIds = await jobs.insertNow(MAIL_JOB, data, {
      held: options.heldAs !== undefined,
      session: options.session,
    });
    return { jobIds };
  }

  return {
    outboxDir: opts.outboxDir,
    sendMany,
    async send(message) {
      const { jobIds } = await sendMany([message]);
      return { jobId: jobIds[0]! };
    },
  };
}
