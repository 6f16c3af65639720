// Test harness: each test file gets its own embedded server in memory mode (on disk in a fresh
// temporary directory with EMBEDDED_MONGO_DURABLE=1, as `npm test` runs it a second time), or,
// when MONGODB_URI is set, the real MongoDB with a database name unique to the file (dropped
// afterwards).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient, type Db } from 'mongodb';
import { afterAll } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/server.ts';

export const REAL_MONGO = process.env.MONGODB_URI;
const DURABLE = process.env.EMBEDDED_MONGO_DURABLE === '1';
/** Skip reason for tests that need this server itself (crash recovery, files on disk). */
export const NEEDS_EMBEDDED =
  'needs the embedded server itself (its data directory / process); skipped with MONGODB_URI';

/** The CLI's entry, for tests that start the server as a child process. */
export const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
/** Tests that mount a tmpfs or use PID namespaces need root (CI runs them as root). */
export const IS_ROOT = process.getuid?.() === 0;

/** Makes a fresh temporary directory per call; all of them are removed after the file's tests. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  return () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/** Starts a server on `dir`, hands `use` a client to it, then closes both (a restart between calls). */
export async function withServer<T>(dir: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const server = await startEmbeddedMongo({ dir });
  const client = await new MongoClient(server.uri).connect();
  try {
    return await use(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

/** Polls `check` every 50 ms until it holds; throws after `ms`. */
export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
