// Opens the database: the MongoDB named by MONGODB_URI, or the embedded MongoDB-compatible
// server started here, in a worker thread, on a free loopback port with its data under <DATA_DIR>/db
// (docs/architecture.md "Embedded MongoDB-compatible server"). Either way it must be a replica
// set (or mongos): writes that change several documents run in MongoDB transactions
// (docs/architecture.md "Transactions and concurrency"), which a standalone mongod refuses.
// The rest of the gateway only sees a mongoose Connection.
import path from 'node:path';
import mongoose from 'mongoose';
import type { Logger } from '../logger.ts';
import { databaseUri, startEmbeddedMongoInWorker } from '@tavollet/embedded-mongo';
import { createModels, type Models } from './models.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

/** The database the gateway uses on its embedded server (the backup tool opens the same). */
export const EMBEDDED_DB_NAME = 'tavollet';

export interface Database {
  connection: mongoose.Connection;
  models: Models;
  /** 'external' with MONGODB_URI, else 'embedded'. */
  kind: 'external' | 'embedded';
  /** The worker thread the embedded server runs in (undefined with MONGODB_URI). */
  embeddedThreadId?: number;
  close(): Promise<void>;
}

export interface OpenOptions {
  mongodbUri?: string | undefined;
  dataDir: string;
  log: Logger;
  /** Tests: keep the embedded server's data in memory. */
  memory?: boolean;
  /** What to do when the embedded server's worker dies unasked (default: log and exit 1). */
  onEmbeddedCrash?: (err: Error) => void;
  /** The driver's command monitoring, for the metrics (connectTo). */
  monitorCommands?: boolean;
}

export class NotAReplicaSetError extends Error {
  constructor() {
    super(
      'MONGODB_URI points at a standalone mongod, but the gateway needs a replica set (or mongos) for transactions. ' +
        'Start mongod as a replica set (e.g. `mongod --replSet rs0`, then once `rs.initiate()` in mongosh) ' +
        'and add `?replicaSet=rs0` to MONGODB_URI; a single-member replica set is enough.',
    );
    this.name = 'NotAReplicaSetError';
  }
}

/** Throws NotAReplicaSetError unless the server is a replica-set member or a mongos. */
async function requireReplicaSet(connection: mongoose.Connection): Promise<void> {
  const hello = await connection.db!.admin().command({ hello: 1 });
  if (!hello.setName && hello.msg !== 'isdbgrid') throw new NotAReplicaSetError();
}

/**
 * How long an operation waits for a reachable database before it fails; the request then answers
 * 503 (db/unreachable.ts, http/errors.ts) within about this time rather than hanging. Also the
 * longest a request queued during an outage waits once the database is back: the driver finds it
 * again at its next check, made every half second while operations wait.
 */
const SERVER_SELECTION_TIMEOUT_MS = 2000;
/** How long the start waits for the database (a compose stack starts both at once). */
const START_WAIT_MS = 10_000;

/**
 * Opens mongoose's connection, trying again until START_WAIT_MS have passed (mongoose does not
 * retry a failed first connection). Commands are not buffered by mongoose: every operation goes
 * to the driver, which waits at most SERVER_SELECTION_TIMEOUT_MS for the server.
 */
async function open(uri: string, monitorCommands: boolean): Promise<mongoose.Connection> {
  const until = Date.now() + START_WAIT_MS;
  for (;;) {
    const connection = mongoose.createConnection(uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      bufferCommands: false,
      autoIndex: false,
      monitorCommands,
    });
    try {
      return await connection.asPromise();
    } catch (err) {
      await connection.close().catch(() => undefined);
      if (!isDatabaseUnreachable(err) || Date.now() >= until) throw err;
    }
  }
}

/**
 * Connects to `uri` and makes sure every model's indexes exist before answering requests.
 * `monitorCommands` turns on the driver's command events (onCommandDone), only when the metrics are
 * on: with it the driver decodes every cursor reply in full once more for the event, which the
 * gateway's raw reads otherwise avoid.
 */
export async function connectTo(
  uri: string,
  log: Logger,
  opts: { monitorCommands?: boolean | undefined } = {},
): Promise<{ connection: mongoose.Connection; models: Models }> {
  const connection = await open(uri, opts.monitorCommands ?? false);
  try {
    await requireReplicaSet(connection);
  } catch (err) {
    await connection.close().catch(() => undefined);
    throw err;
  }
  const models = createModels(connection);
  await Promise.all(Object.values(models).map((m) => m.createIndexes()));
  log.debug({ db: connection.name }, 'database ready');
  return { connection, models };
}

/** What the listener reads of the driver's commandStarted / commandSucceeded / commandFailed events. */
interface CommandDone {
  commandName: string;
  duration: number;
  requestId: number;
}
interface CommandStarted {
  commandName: string;
  requestId: number;
  command: { collection?: unknown };
}

/** A finished database command: its name, how long it took in ms, and whether it succeeded. */
export type CommandListener = (commandName: string, durationMs: number, ok: boolean) => void;

/**
 * Calls `listener` for every command the connection's client finishes (needs `monitorCommands`),
 * except the change feed's `getMore`s on its database change stream (db/change-feed.ts), which
 * wait for writes by design; answers the unsubscribe, or null when the connection was opened
 * without command monitoring.
 */
export function onCommandDone(connection: mongoose.Connection, listener: CommandListener): (() => void) | null {
  const client = connection.getClient();
  if (!client.options.monitorCommands) return null;
  const waits = new Set<number>();
  const started = (e: CommandStarted) => {
    if (e.commandName === 'getMore' && e.command.collection === '$cmd.aggregate') waits.add(e.requestId);
  };
  const done = (ok: boolean) => (e: CommandDone) => {
    if (!waits.delete(e.requestId)) listener(e.commandName, e.duration, ok);
  };
  const succeeded = done(true);
  const failed = done(false);
  client.on('commandStarted', started);
  client.on('commandSucceeded', succeeded);
  client.on('commandFailed', failed);
  return () => {
    client.off('commandStarted', started);
    client.off('commandSucceeded', succeeded);
    client.off('commandFailed', failed);
  };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const connectOpts = { monitorCommands: opts.monitorCommands };
  if (opts.mongodbUri) {
    const { connection, models } = await connectTo(opts.mongodbUri, opts.log, connectOpts);
    return { connection, models, kind: 'external', close: () => connection.close() };
  }
  // In a worker thread: the database gets the second core.
  const embedded = await startEmbeddedMongoInWorker({
    port: 0,
    host: '127.0.0.1',
    ...(opts.memory ? { memory: true } : { dir: path.join(opts.dataDir, 'db') }),
    logger: opts.log,
    onCrash:
      opts.onEmbeddedCrash ??
      ((err) => {
        // Without its database the gateway can only answer errors: stop, so a supervisor restarts it.
        opts.log.error({ err }, 'embedded database stopped unexpectedly');
        process.exit(1);
      }),
  });
  opts.log.info(
    { port: embedded.port, memory: Boolean(opts.memory), replicaSet: embedded.replicaSet },
    'embedded database started',
  );
  try {
    // Named replica set: the driver checks the server's setName and uses sessions/transactions.
    // The credential generated for this start stays in embedded.uri (authSource=admin).
    const uri = databaseUri(embedded.uri, EMBEDDED_DB_NAME, { replicaSet: embedded.replicaSet ?? 'rs0' });
    const { connection, models } = await connectTo(uri, opts.log, connectOpts);
    return {
      connection,
      models,
      kind: 'embedded',
      embeddedThreadId: embedded.threadId,
      close: async () => {
        await connection.close();
        await embedded.stop();
      },
    };
  } catch (err) {
    await embedded.stop();
    throw err;
  }
}
