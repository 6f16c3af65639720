// Test harness: each test file gets its own embedded server in memory mode (on disk in a fresh
// temporary directory with EMBEDDED_MONGO_DURABLE=1, as `npm test` runs it a second time), or,
// when MONGODB_URI is set, the real MongoDB with a database name unique to the file (dropped
// afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/server.ts';

export const REAL_MONGO = process.env.MONGODB_URI;
const DURABLE = process.env.EMBEDDED_MONGO_DURABLE === '1';
/** Skip reason for tests that need this server itself (crash recovery, files on disk). */
export const NEEDS_EMBEDDED =
  'needs the embedded server itself (its data directory / process); skipped with MONGODB_URI';

export interface Harness {
  uri: string;
  dbName: string;
  client: MongoClient;
  db: Db;
  server?: EmbeddedMongo;
  close(): Promise<void>;
}

export async function openHarness(label: string): Promise<Harness> {
  const dbName = `emtest_${label}_${randomBytes(3).toString('hex')}`;
  const dir = !REAL_MONGO && DURABLE ? await mkdtemp(path.join(os.tmpdir(), 'emtest-')) : undefined;
  const server = REAL_MONGO ? undefined : await startEmbeddedMongo(dir ? { dir } : { memory: true });
  const uri = REAL_MONGO ?? server!.uri;
  const client = await new MongoClient(uri).connect();
  const db = client.db(dbName);
  return {
    uri,
    dbName,
    client,
    db,
    server,
    async close() {
      if (REAL_MONGO) await db.dropDatabase().catch(() => undefined);
      await client.close();
      await server?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A connection string naming the database, for mongoose and Agenda. */
export function uriWithDb(uri: string, dbName: string): string {
  // Not `new URL`: replica-set URIs list several hosts (h1:27017,h2:27017), which URL rejects.
  const m = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!m) throw new Error(`not a MongoDB connection string: ${uri}`);
  return `${m[1]}/${dbName}${m[2] ?? ''}`;
}

/** Loosely typed documents for tests that use non-ObjectId `_id`s and arbitrary operators. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDoc = { _id?: any; [key: string]: any };
