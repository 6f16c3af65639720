// The job runner when the database goes away (jobs/runner.ts): Agenda hands back a lock it will
// not use without awaiting the write. A job whose lock ran out (its instance died) but whose run
// time is still ahead is locked by the next scan and handed back at once; the database is killed
// (SIGKILL, the embedded server's CLI as a process of its own) the moment that lock is answered,
// so the hand-back meets no database. The process must go on: no unhandled rejection.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CommandSucceededEvent, Db, Document } from 'mongodb';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { databaseUri } from '@tavollet/embedded-mongo';
import { connectTo } from '../../src/db/connect.ts';
import { createJobRunner, dueJobDocument, type JobRunner } from '../../src/jobs/runner.ts';
import { freePort, silentLog } from '../support/harness.ts';
import { waitFor } from '../mail/wait.ts';
import { spawnDatabase } from '../support/database-process.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'outage-jobs-db-'));
const credential = { username: 'outage', password: randomBytes(16).toString('hex') };
let database: ChildProcess | undefined;
let runner: JobRunner | undefined;
let closeConnection: (() => Promise<void>) | undefined;

/** The CLI on `port` with its data in `dir`; resolves once it listens. */
async function startDatabase(port: number): Promise<void> {
  const started = spawnDatabase(dir, port, credential);
  database = started.child;
  await started.listening;
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await runner?.stop(0).catch(() => undefined);
  await closeConnection?.().catch(() => undefined);
  database?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('a lock handed back while the database is away does not end the process', async () => {
  const port = await freePort();
  await startDatabase(port);
  const uri = databaseUri(
    `mongodb://${credential.username}:${credential.password}@127.0.0.1:${port}/?authSource=admin`,
    'tavollet',
    { replicaSet: 'rs0' },
  );
  const { connection } = await connectTo(uri, silentLog, { monitorCommands: true });
  closeConnection = () => connection.close(true);
  const warnings: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  // mongoose's copy of the driver, typed apart from the gateway's (services/create.ts does the same).
  runner = createJobRunner({
    db: connection.db as unknown as Db,
    log,
    name: 'outage-jobs',
    pollMs: 200,
    lockMs: 30_000,
  });
  runner.define('later', async () => undefined);

  // Locked by an instance that died an hour ago; its next run is an hour ahead.
  const now = Date.now();
  const planted: Document = {
    ...dueJobDocument('later', {}, new Date(now + 3_600_000), 'dead-instance'),
    lockedAt: new Date(now - 3_600_000),
  };
  await runner.collection.insertOne(planted);
  const plantedId = String(planted._id);
  let killed = false;
  connection.getClient().on('commandSucceeded', (e: CommandSucceededEvent) => {
    const locked = (e.reply as { value?: { _id?: unknown } } | undefined)?.value?._id;
    if (killed || e.commandName !== 'findAndModify' || String(locked) !== plantedId) return;
    killed = true;
    database!.kill('SIGKILL');
  });

  await runner.start();
  await waitFor(async () => killed, 20_000, 'the planted job locked');
  // The hand-back fails after the driver's server selection timeout (db/connect.ts: 2 s): logged,
  // or (before the runner caught it) an unhandled rejection, which ends the gateway's process.
  const told = () => warnings.find((l) => l.includes('job lock not handed back'));
  await waitFor(async () => told() !== undefined || unhandled.length > 0, 20_000, 'the failed hand-back');
  expect(unhandled.map(String)).toEqual([]);
  expect(JSON.parse(told()!)).toMatchObject({ job: plantedId, jobName: 'later' });
});
