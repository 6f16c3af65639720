// Reading sent mails in tests: the .eml files of a gateway's outbox (no SMTP_URL) and the parts of
// a raw mail (from the outbox or the test SMTP server), quoted-printable and base64 undone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every .eml in the gateway's outbox, oldest first. */
export async function outbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** Undoes quoted-printable (soft line breaks and =XX bytes) in `text`. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of each MIME part whose headers match `headers` (CRLF read as LF). */
export function mimeParts(raw: string, headers: RegExp): { headers: string; body: Buffer }[] {
  const eml = raw.replace(/\r\n/g, '\n');
  const boundaries = [...eml.matchAll(/boundary="?([^";\n]+)"?/g)].map((m) => m[1]!);
  const parts: { headers: string; body: Buffer }[] = [];
  for (const b of boundaries) {
    for (const chunk of eml.split(`--${b}`).slice(1)) {
      const split = chunk.indexOf('\n\n');
      if (split < 0) continue;
      const head = chunk.slice(0, split);
      if (!headers.test(head) || /boundary=/.test(head)) continue;
      const body = chunk.slice(split + 2).trim();
      parts.push({
        headers: head,
        body: /base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8'),
      });
    }
  }
  return parts;
}

/** The text part of a mail, quoted-printable undone; empty when it has none. */
export function mailText(raw: string): string {
  const part = mimeParts(raw, /Content-Type: text\/plain/i)[0];
  if (!part) return '';
  if (!/quoted-printable/i.test(part.headers)) return part.body.toString('utf8');
  return decodeQuotedPrintable(part.body.toString('latin1'));
}
