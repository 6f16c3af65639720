// A real SMTP server in the test process (the `smtp-server` package) behind a small TCP front
// that can misbehave on demand: accept, refuse with 5xx, stay silent (the client times out) or
// drop the connection. Every accepted mail is kept raw with its envelope and Message-ID. With
// `delayMs` it is a slow server: a mail counts as received once its data has arrived (as a real
// server would deliver it), and the "250 accepted" answer follows after the delay.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type SmtpMode = 'accept' | 'refuse' | 'silent' | 'drop';

interface ReceivedMail {
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The From header, decoded. */
  fromHeader: string;
  to: string[];
  raw: string;
  messageId: string;
  subject: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** What the next tries meet; `attempts` counts them per mode (mails accepted or refused, connections dropped or left silent). */
  mode: SmtpMode;
  attempts: Record<SmtpMode, number>;
  /** Wait before answering a received mail, ms (0: at once). */
  delayMs: number;
  close(): Promise<void>;
}

/** Decodes RFC 2047 encoded words (nodemailer's Q and B encodings of UTF-8 subjects). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

const header = (raw: string, name: string): string => {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const m = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  return m ? m[1]!.replace(/\r?\n[ \t]/g, ' ').trim() : '';
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    mode: 'accept',
    attempts: { accept: 0, refuse: 0, silent: 0, drop: 0 },
    delayMs: 0,
    close: async () => undefined,
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 30 * 1024 * 1024,
    // Refusing is decided per mail, so a pooled connection meets the mode of the moment.
    onMailFrom(_address, _session, cb) {
      if (state.mode !== 'refuse') return cb();
      state.attempts.refuse += 1;
      cb(Object.assign(new Error('Relay refused'), { responseCode: 554 }));
    },
    onData(stream, session, cb) {
      state.attempts.accept += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          fromHeader: decodeHeader(header(raw, 'From')),
          messageId: header(raw, 'Message-ID'),
          subject: decodeHeader(header(raw, 'Subject')),
        });
        if (state.delayMs > 0) setTimeout(cb, state.delayMs);
        else cb();
      });
    },
  });
  const listen = (s: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
    new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  await listen(smtp);
  const portOf = (s: SMTPServer) => ((s as unknown as { server: net.Server }).server.address() as AddressInfo).port;
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const mode = state.mode;
    if (mode === 'drop') {
      state.attempts.drop += 1;
      socket.destroy();
      return;
    }
    if (mode === 'silent') {
      state.attempts.silent += 1;
      return; // never greets: the client's greeting timeout ends it
    }
    const target = net.connect(portOf(smtp), '127.0.0.1');
    target.on('error', () => socket.destroy());
    socket.on('close', () => target.destroy());
    target.on('close', () => socket.destroy());
    socket.pipe(target).pipe(socket);
  });
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  state.url = `smtp://127.0.0.1:${(front.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => front.close(() => r()));
    await new Promise<void>((r) => smtp.close(() => r()));
  };
  return state;
}
