// The real send of one mail, run inside its job (docs/architecture.md "Mail"): nodemailer over
// SMTP_URL (a pool of connections with short timeouts, so a silent server fails the try well
// within the job's lock), else an .eml file under <DATA_DIR>/outbox/ (nodemailer's stream
// transport) named in the log, so a demo install needs no mail server.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

interface OutgoingMail {
  /** The admin's sender as queued; `from` of the options (MAIL_FROM) when absent. */
  from?: string | undefined;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: OutgoingAttachment[];
  /** The same on every try of one job, so a receiver can drop a repeat (`<job id@tavollet>`). */
  messageId: string;
}

export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  /** Where mails are written without SMTP_URL; null with SMTP. */
  readonly outboxDir: string | null;
  close(): void;
}

export interface TransportOptions {
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of a mail queued without one. */
  from: string;
  dataDir: string;
  timeoutMs: number;
  /**
   * SMTP connections of the pool, each carrying one mail at a time (MAIL_SEND_CONCURRENCY): the
   * mails at the server at once; further sends wait in the pool's queue.
   */
  connections: number;
  log: Logger;
}

export function createTransport(opts: TransportOptions): MailTransport {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: opts.connections,
      // A dropped connection fails the try; the job's own retries (with their waits) take over.
      maxRequeues: 0,
      connectionTimeout: opts.timeoutMs,
      greetingTimeout: opts.timeoutMs,
      socketTimeout: opts.timeoutMs,
    });
    return {
      outboxDir: null,
      async deliver(mail) {
        const info = await transport.sendMail({ ...mail, from: mail.from ?? opts.from });
        opts.log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = path.join(opts.dataDir, 'outbox');
  // Written beside the outbox, then renamed into it: whoever reads the outbox (a test, a tool
  // that forwards the mails) sees a whole .eml or none, never a file still being written.
  const partialDir = path.join(opts.dataDir, '.outbox-partial');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async deliver(mail) {
      const info = await transport.sendMail({ ...mail, from: mail.from ?? opts.from });
      await Promise.all([mkdir(outboxDir, { recursive: true }), mkdir(partialDir, { recursive: true })]);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(path.join(partialDir, name), info.message as Buffer);
      await rename(path.join(partialDir, name), file);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
      return { messageId: info.messageId, file };
    },
    close: () => undefined,
  };
}
