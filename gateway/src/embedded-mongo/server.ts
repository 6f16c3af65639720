// The embedded MongoDB-compatible server: a TCP listener on loopback speaking the wire protocol.
import net from 'node:net';
import path from 'node:path';
import type { Document } from 'bson';
import type { CommandContext } from './context.ts';
import { CursorRegistry } from './cursors.ts';
import { runCommand } from './dispatch.ts';
import { MongoCommandError } from './errors.ts';
import { Store } from './storage/store.ts';
import { sweepExpired } from './ttl.ts';
import { encodeMsg, encodeReply, FrameError, FrameReader, OP_COMPRESSED, type Incoming } from './wire.ts';

export interface Logger {
  info(o: object, msg?: string): void;
  warn(o: object, msg?: string): void;
  error(o: object, msg?: string): void;
}

export interface EmbeddedMongoOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1; keep it on loopback, there is no authentication. */
  host?: string;
  /** Data directory (default `data/db`), ignored with `memory`. */
  dir?: string;
  /** No disk at all (tests). */
  memory?: boolean;
  logger?: Logger;
  /** TTL sweep period; MongoDB's TTL monitor runs every 60 s (the default). */
  ttlSweepIntervalMs?: number;
  /** Journal size that triggers a compaction while running (default 64 MB; it must also have doubled). */
  journalCompactBytes?: number;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

const silent: Logger = { info() {}, warn() {}, error() {} };

export { DataDirLockedError } from './storage/lock.ts';

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const log = opts.logger ?? silent;
  const host = opts.host ?? '127.0.0.1';
  const dir = opts.memory ? undefined : path.resolve(opts.dir ?? 'data/db');
  const started = Date.now();
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    log.warn({ host }, 'embedded-mongo: listening on a non-loopback address; this server has no authentication');
  }
  const store = Store.open(dir, opts.journalCompactBytes);
  const cursors = new CursorRegistry();
  const sockets = new Set<net.Socket>();
  let connectionIds = 0;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    serve(socket, { db: 'admin', store, cursors, connectionId: ++connectionIds }, log);
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, host, () => resolve());
    });
  } catch (e) {
    await store.close();
    throw e;
  }
  const port = (server.address() as net.AddressInfo).port;

  const timer = setInterval(() => {
    cursors.sweep();
    try {
      const removed = sweepExpired(store);
      if (removed > 0) log.info({ removed }, 'embedded-mongo: TTL sweep removed expired documents');
      void store.sync().catch((e: unknown) => log.error({ err: e }, 'embedded-mongo: journal write failed'));
    } catch (e) {
      log.error({ err: e }, 'embedded-mongo: TTL sweep failed');
    }
  }, opts.ttlSweepIntervalMs ?? 60_000);
  timer.unref();

  log.info({ port, dir: dir ?? '(memory)', ms: Date.now() - started }, 'embedded-mongo: listening');
  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await closed;
        await store.close();
      })();
      return stopped;
    },
  };
}

/** One connection: messages are answered strictly in order. */
function serve(socket: net.Socket, base: CommandContext, log: Logger): void {
  const reader = new FrameReader();
  let queue = Promise.resolve();
  socket.on('data', (chunk: Buffer) => {
    let messages: Incoming[];
    try {
      messages = reader.push(chunk);
    } catch (e) {
      log.warn({ err: e instanceof FrameError ? e.message : e }, 'embedded-mongo: closing connection after a malformed message');
      socket.destroy();
      return;
    }
    for (const m of messages) {
      queue = queue.then(() => answer(socket, m, base, log)).catch((e: unknown) => {
        log.error({ err: e }, 'embedded-mongo: failed to answer');
        socket.destroy();
      });
    }
  });
}

async function answer(socket: net.Socket, m: Incoming, base: CommandContext, log: Logger): Promise<void> {
  if (socket.destroyed) return;
  if (m.kind === 'unsupported') {
    const what = m.opCode === OP_COMPRESSED ? 'OP_COMPRESSED (this server does not advertise compression)' : `opcode ${m.opCode}`;
    log.warn({ opCode: m.opCode }, 'embedded-mongo: unsupported message');
    socket.write(encodeMsg(m.requestId, new MongoCommandError(2, `Unsupported wire message: ${what}; use OP_MSG`).toReply()));
    return;
  }
  if (m.kind === 'query') {
    // Legacy OP_QUERY only carries the first handshake; answer any command on `db.$cmd` anyway.
    const db = m.collection.endsWith('.$cmd') ? m.collection.slice(0, -5) : '';
    let command: Document = m.command;
    if (command.$query && typeof command.$query === 'object') command = command.$query as Document;
    const reply = db
      ? await runCommand(command, { ...base, db })
      : new MongoCommandError(352, 'OP_QUERY is only supported for commands (collection $cmd)').toReply();
    if (!socket.destroyed) socket.write(encodeReply(m.requestId, reply));
    return;
  }
  const db = typeof m.command.$db === 'string' ? m.command.$db : 'admin';
  const reply = await runCommand(m.command, { ...base, db });
  // Helps whoever adds a driver feature that needs a command this server lacks.
  if (reply.code === 59) log.warn({ command: Object.keys(m.command)[0], db }, 'embedded-mongo: unsupported command');
  if (m.moreToCome || socket.destroyed) return;
  let out: Buffer;
  try {
    out = encodeMsg(m.requestId, reply);
  } catch (e) {
    // An answer BSON cannot hold (over 16 MB): report it instead of dropping the connection.
    out = encodeMsg(m.requestId, new MongoCommandError(10334, `answer too large to send: ${(e as Error).message}`).toReply());
  }
  socket.write(out);
}
