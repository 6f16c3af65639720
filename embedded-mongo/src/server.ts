// The embedded MongoDB-compatible server: a TCP listener on loopback speaking the wire protocol.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ObjectId, type Document } from 'bson';
import { ConnectionAuth, generateCredential, isLoopback, ScramUser, type Credential } from './auth.ts';
import type { CommandContext, ReplicaIdentity } from './context.ts';
import { CursorRegistry } from './cursors.ts';
import { runCommand } from './dispatch.ts';
import { isNoSpace, MongoCommandError } from './errors.ts';
import { Sessions } from './sessions.ts';
import { Store, type StoreOptions } from './storage/store.ts';
import { sweepExpired } from './ttl.ts';
import { encodeMsg, encodeReply, FrameError, FrameReader, MORE_TO_COME, OP_COMPRESSED, type Incoming } from './wire.ts';

export interface Logger {
  info(o: object, msg?: string): void;
  warn(o: object, msg?: string): void;
  error(o: object, msg?: string): void;
}

export interface EmbeddedMongoOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * The one user clients authenticate as (SCRAM-SHA-256, authSource=admin). Default: a credential
   * generated for this start, carried by the returned `uri` (and by `<dir>/connection.json`).
   * `false`: no authentication, allowed only on a loopback host.
   */
  auth?: Credential | false;
  /** Data directory (default `data/db`), ignored with `memory`. */
  dir?: string;
  /** No disk at all (tests). */
  memory?: boolean;
  logger?: Logger;
  /** TTL sweep period; MongoDB's TTL monitor runs every 60 s (the default). */
  ttlSweepIntervalMs?: number;
  /** Journal size that triggers a compaction while running (default 64 MB; it must also have doubled). */
  journalCompactBytes?: number;
  /** While a full disk refuses writes, how often a probe write checks for space again (default 5000). */
  diskProbeMs?: number;
  /**
   * Replica-set name `hello` reports (default `rs0`): a one-member replica set, so clients use
   * sessions, transactions and retryable writes. `false` answers as a standalone mongod
   * (no transactions: code 20), e.g. to test what a standalone does.
   */
  replicaSet?: string | false;
  /**
   * A transaction idle longer than this is aborted (default 60 000). MongoDB's
   * transactionLifetimeLimitSeconds (60) counts from the start instead; idle time is what our
   * short gateway transactions need, and a busy long import is not cut off.
   */
  transactionIdleLimitMs?: number;
}

export interface EmbeddedMongo {
  /**
   * `mongodb://user:password@host:port/?authSource=admin` (`mongodb://host:port` with auth:false),
   * without a replicaSet option (the driver discovers the set). `databaseUri` adds a database name.
   */
  uri: string;
  port: number;
  /** The replica-set name, undefined in standalone mode. */
  replicaSet: string | undefined;
  stop(): Promise<void>;
}

const silent: Logger = { info() {}, warn() {}, error() {} };

export { DataDirLockedError } from './storage/lock.ts';

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const log = opts.logger ?? silent;
  const host = opts.host ?? '127.0.0.1';
  const dir = opts.memory ? undefined : path.resolve(opts.dir ?? 'data/db');
  const started = Date.now();
  if (opts.auth === false && !isLoopback(host)) {
    throw new Error(
      `embedded-mongo: auth:false (no authentication) is allowed only on a loopback host, not on ${host}`,
    );
  }
  const credential = opts.auth === false ? undefined : (opts.auth ?? generateCredential());
  // pbkdf2 once per start; each connection then costs two HMACs and a hash.
  const user = credential ? await ScramUser.derive(credential) : undefined;
  if (!isLoopback(host)) {
    log.warn({ host }, 'embedded-mongo: listening on a non-loopback address; the traffic is not encrypted (no TLS)');
  }
  const store = openStore(dir, { compactBytes: opts.journalCompactBytes, probeMs: opts.diskProbeMs, log });
  const cursors = new CursorRegistry();
  const idleLimitMs = opts.transactionIdleLimitMs ?? 60_000;
  const sessions = opts.replicaSet === false ? undefined : new Sessions(store, idleLimitMs);
  const sockets = new Set<net.Socket>();
  let connectionIds = 0;
  let replica: ReplicaIdentity | undefined;
  const stopController = new AbortController();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const connectionId = ++connectionIds;
    const auth = user
      ? new ConnectionAuth(user, (username) =>
          log.warn(
            { remote: socket.remoteAddress, connectionId, user: username },
            'embedded-mongo: authentication failed',
          ),
        )
      : undefined;
    serve(socket, { db: 'admin', store, engine: store, cursors, connectionId, sessions, replica, auth }, log);
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
  const hostPort = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const uri = credential
    ? `mongodb://${encodeURIComponent(credential.username)}:${encodeURIComponent(credential.password)}@${hostPort}/?authSource=admin`
    : `mongodb://${hostPort}`;
  const connectionFile = dir ? path.join(dir, CONNECTION_FILE) : undefined;
  if (connectionFile) {
    try {
      writeOwnerOnly(connectionFile, `${JSON.stringify({ uri, pid: process.pid }, null, 2)}\n`);
    } catch (e) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      throw noSpace(e, dir);
    }
  }
  if (sessions) {
    const setName = opts.replicaSet || 'rs0';
    replica = {
      setName,
      me: hostPort,
      processId: new ObjectId(),
      electionId: new ObjectId('7fffffff0000000000000001'),
      stopSignal: stopController.signal,
    };
  }
  // Aborts idle transactions so they release their locks and snapshot without waiting for a client.
  const txnTimer = setInterval(() => sessions?.sweep(), Math.max(50, Math.min(5000, idleLimitMs / 4)));
  txnTimer.unref();

  const timer = setInterval(() => {
    cursors.sweep();
    try {
      // Deletes are writes: none while the journal refuses them.
      const removed = store.refusal ? 0 : sweepExpired(store);
      if (removed > 0) log.info({ removed }, 'embedded-mongo: TTL sweep removed expired documents');
      void store.sync().catch((e: unknown) => log.error({ err: e }, 'embedded-mongo: journal write failed'));
    } catch (e) {
      log.error({ err: e }, 'embedded-mongo: TTL sweep failed');
    }
  }, opts.ttlSweepIntervalMs ?? 60_000);
  timer.unref();

  log.info(
    {
      port,
      dir: dir ?? '(memory)',
      replicaSet: replica?.setName ?? false,
      auth: credential ? 'SCRAM-SHA-256' : false,
      ms: Date.now() - started,
    },
    'embedded-mongo: listening',
  );
  let stopped: Promise<void> | undefined;
  return {
    uri,
    port,
    replicaSet: replica?.setName,
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        clearInterval(txnTimer);
        stopController.abort();
        sessions?.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await closed;
        if (connectionFile) fs.rmSync(connectionFile, { force: true });
        await store.close();
      })();
      return stopped;
    },
  };
}

/** Store.open; a full disk at start names the data directory (the error alone may not). */
function openStore(dir: string | undefined, opts: StoreOptions): Store {
  try {
    return Store.open(dir, opts);
  } catch (e) {
    throw noSpace(e, dir);
  }
}

function noSpace(e: unknown, dir: string | undefined): unknown {
  if (!isNoSpace(e)) return e;
  return Object.assign(
    new Error(
      `no space left on the disk of the data directory ${dir}: free some space, then start again (${(e as Error).message})`,
    ),
    { code: (e as NodeJS.ErrnoException).code },
  );
}

/**
 * `<dir>/connection.json` while the server runs: `{ uri, pid }`, the full connection string with
 * the credential and the actual port, owner-only. How a tool on the same machine (a backup) reaches
 * the running database; removed on a clean stop (after a crash, `pid` tells it is stale).
 */
const CONNECTION_FILE = 'connection.json';

/** Written whole (temp file, then rename) with mode 0600 from its creation on. */
function writeOwnerOnly(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  fs.writeFileSync(tmp, text, { mode: 0o600, flag: 'wx' });
  fs.chmodSync(tmp, 0o600); // whatever the umask
  fs.renameSync(tmp, file);
}

/**
 * `uri` (as startEmbeddedMongo returns it) with a database name and further options, keeping
 * its credential and authSource: `databaseUri(server.uri, 'tavollet', { replicaSet: 'rs0' })`.
 */
export function databaseUri(uri: string, dbName: string, options: Record<string, string> = {}): string {
  const m = /^(mongodb:\/\/[^/?]+)\/?[^?]*(?:\?(.*))?$/.exec(uri);
  if (!m) throw new Error('embedded-mongo: not a mongodb:// connection string');
  const query = new URLSearchParams(m[2] ?? '');
  for (const [k, v] of Object.entries(options)) query.set(k, v);
  const q = query.toString();
  return `${m[1]}/${dbName}${q ? `?${q}` : ''}`;
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
      log.warn(
        { err: e instanceof FrameError ? e.message : e },
        'embedded-mongo: closing connection after a malformed message',
      );
      socket.destroy();
      return;
    }
    for (const m of messages) {
      queue = queue
        .then(() => answer(socket, m, base, log))
        .catch((e: unknown) => {
          log.error({ err: e }, 'embedded-mongo: failed to answer');
          socket.destroy();
        });
    }
  });
}

async function answer(socket: net.Socket, m: Incoming, base: CommandContext, log: Logger): Promise<void> {
  if (socket.destroyed) return;
  if (m.kind === 'unsupported') {
    const what =
      m.opCode === OP_COMPRESSED ? 'OP_COMPRESSED (this server does not advertise compression)' : `opcode ${m.opCode}`;
    log.warn({ opCode: m.opCode }, 'embedded-mongo: unsupported message');
    socket.write(
      encodeMsg(m.requestId, new MongoCommandError(2, `Unsupported wire message: ${what}; use OP_MSG`).toReply()),
    );
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
  if (base.replica && isAwaitableHello(m.command, base.replica)) return streamHello(socket, m, { ...base, db });
  const reply = await runCommand(m.command, { ...base, db });
  // Helps whoever adds a driver feature that needs a command this server lacks.
  if (reply.code === 59) log.warn({ command: Object.keys(m.command)[0], db }, 'embedded-mongo: unsupported command');
  if (m.moreToCome || socket.destroyed) return;
  let out: Buffer;
  try {
    out = encodeMsg(m.requestId, reply);
  } catch (e) {
    // An answer BSON cannot hold (over 16 MB): report it instead of dropping the connection.
    out = encodeMsg(
      m.requestId,
      new MongoCommandError(10334, `answer too large to send: ${(e as Error).message}`).toReply(),
    );
  }
  socket.write(out);
}

/** A hello from the driver's monitor that knows our current topologyVersion. */
function isAwaitableHello(cmd: Document, replica: ReplicaIdentity): boolean {
  const name = Object.keys(cmd)[0];
  if (name !== 'hello' && name !== 'isMaster' && name !== 'ismaster') return false;
  const tv = cmd.topologyVersion as Document | undefined;
  return (
    cmd.maxAwaitTimeMS !== undefined && tv !== undefined && String(tv.processId) === replica.processId.toHexString()
  );
}

/**
 * Awaitable hello: the topology of a one-member set never changes, so the answer comes after
 * maxAwaitTimeMS (the heartbeat period), not at once. With exhaustAllowed, answers keep coming
 * every maxAwaitTimeMS (moreToCome) without further requests, as MongoDB streams them to the
 * driver's monitor; the connection serves nothing else meanwhile (the monitor owns it).
 */
async function streamHello(
  socket: net.Socket,
  m: Extract<Incoming, { kind: 'msg' }>,
  ctx: CommandContext,
): Promise<void> {
  const waitMs = Math.max(0, Number(m.command.maxAwaitTimeMS) || 0);
  let responseTo = m.requestId;
  for (;;) {
    const closed = await pause(socket, waitMs, ctx.replica!.stopSignal);
    if (closed || socket.destroyed) return;
    const reply = await runCommand(m.command, ctx);
    const out = encodeMsg(responseTo, reply, m.exhaustAllowed ? MORE_TO_COME : 0);
    socket.write(out);
    if (!m.exhaustAllowed) return;
    // Each further answer responds to the previous one (OP_MSG exhaust).
    responseTo = out.readInt32LE(4);
  }
}

/** Waits `ms`; resolves true early when the socket closes or the server stops. */
function pause(socket: net.Socket, ms: number, stop: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve(true);
    const done = (closed: boolean): void => {
      clearTimeout(timer);
      socket.off('close', onClose);
      stop.removeEventListener('abort', onClose);
      resolve(closed);
    };
    const onClose = (): void => done(true);
    const timer = setTimeout(() => done(false), ms);
    socket.once('close', onClose);
    stop.addEventListener('abort', onClose, { once: true });
  });
}
