// Mails the gateway wrote as .eml files under <DATA_DIR>/outbox/ (no SMTP_URL in e2e).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Gateway } from './gateway.ts';

/** Every mail in the outbox, oldest first, as raw text. */
export async function readOutbox(gateway: Gateway): Promise<string[]> {
  const dir = path.join(gateway.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (the link may be split over lines). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The set-password link (`/beallitas/jelszo?token=…`) of the newest mail to `to`, path only. */
export async function setPasswordLink(gateway: Gateway, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(gateway)).filter((m) =>
      new RegExp(`^To:.*${to.replace(/\./g, '\\.')}`, 'mi').test(m),
    );
    const link = mails
      .map((m) => /\/beallitas\/jelszo\?token=[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(m))?.[0])
      .filter(Boolean)
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no set-password mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
