// Opens the database: the MongoDB named by MONGODB_URI, or the embedded MongoDB-compatible
// server started here on a free loopback port with its data under <DATA_DIR>/db
// (ARCHITECTURE.md "Gateway"). The rest of the gateway only sees a mongoose Connection.
import path from 'node:path';
import mongoose from 'mongoose';
import type { Logger } from '../logger.ts';
import { startEmbeddedMongo } from '../embedded-mongo/server.ts';
import { createModels, type Models } from './models.ts';

export interface Database {
  connection: mongoose.Connection;
  models: Models;
  /** 'external' with MONGODB_URI, else 'embedded'. */
  kind: 'external' | 'embedded';
  close(): Promise<void>;
}

export interface OpenOptions {
  mongodbUri?: string | undefined;
  dataDir: string;
  log: Logger;
  /** Tests: keep the embedded server's data in memory. */
  memory?: boolean;
}

/** Connects to `uri` and makes sure every model's indexes exist before answering requests. */
export async function connectTo(uri: string, log: Logger): Promise<{ connection: mongoose.Connection; models: Models }> {
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: false });
  await connection.asPromise();
  const models = createModels(connection);
  await Promise.all(Object.values(models).map((m) => m.createIndexes()));
  log.debug({ db: connection.name }, 'database ready');
  return { connection, models };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.mongodbUri) {
    const { connection, models } = await connectTo(opts.mongodbUri, opts.log);
    return { connection, models, kind: 'external', close: () => connection.close() };
  }
  const embedded = await startEmbeddedMongo({
    port: 0,
    host: '127.0.0.1',
    ...(opts.memory ? { memory: true } : { dir: path.join(opts.dataDir, 'db') }),
    logger: opts.log,
  });
  opts.log.info({ port: embedded.port, memory: Boolean(opts.memory) }, 'embedded database started');
  try {
    const { connection, models } = await connectTo(`${embedded.uri.replace(/\/$/, '')}/tavollet`, opts.log);
    return {
      connection,
      models,
      kind: 'embedded',
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
