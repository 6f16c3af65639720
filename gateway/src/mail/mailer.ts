// Outgoing mail (docs/architecture.md "Mail"): nodemailer over SMTP_URL; without it every mail is
// written as an .eml file under <DATA_DIR>/outbox/ (nodemailer's stream transport) and the
// file is named in the log, so a demo install needs no mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one mail; resolves with the outbox file when written locally. */
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  readonly outboxDir: string | null;
}

export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        const info = await transport.sendMail({ from: opts.from, ...message });
        opts.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
    };
  }
  const outboxDir = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      return { messageId: info.messageId, file };
    },
  };
}
