// The database away (docs/architecture.md "Metrics and health", db/unreachable.ts): the embedded
// server's CLI as a process of its own with its data on disk, a gateway connected to it by URI as
// with MONGODB_URI. Stopped: requests answer 503 with the Hungarian "try again shortly", health and
// readiness 503. Started again on the same data directory and port: the same requests answer as
// before. The times measured are printed, not asserted.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUri } from '@tavollet/embedded-mongo';
import { connectTo } from '../../src/db/connect.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { freePort, silentLog, startTestGateway, type TestGateway } from '../support/harness.ts';
import { waitFor } from '../mail/wait.ts';
import { spawnDatabase } from '../support/database-process.ts';

const AWAY = 'Az adatbázis átmenetileg nem érhető el. Próbáld újra néhány másodperc múlva.';
const dir = mkdtempSync(path.join(os.tmpdir(), 'outage-db-'));
const credential = { username: 'outage', password: randomBytes(16).toString('hex') };
let port: number;
let database: ChildProcess | undefined;
let gw: TestGateway | undefined;
let closeConnection: (() => Promise<void>) | undefined;

/** The CLI on `port` with its data in `dir`; resolves once it listens. */
async function startDatabase(): Promise<void> {
  const started = spawnDatabase(dir, port, credential);
  database = started.child;
  await started.listening;
}

async function stopDatabase(): Promise<void> {
  const child = database;
  database = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A sign-in attempt: it reads the person and writes the attempt counters, so it needs the database. */
const signIn = (c: Client) => c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD });
const health = async () => {
  const res = await fetch(`${gw!.url}/api/health`);
  return { status: res.status, body: (await res.json()) as unknown };
};

beforeAll(async () => {
  port = await freePort();
  await startDatabase();
  const uri = databaseUri(
    `mongodb://${credential.username}:${credential.password}@127.0.0.1:${port}/?authSource=admin`,
    'tavollet',
    { replicaSet: 'rs0' },
  );
  const { connection, models } = await connectTo(uri, silentLog);
  closeConnection = () => connection.close(true);
  await createPeople(models);
  gw = await startTestGateway(models);
});

afterAll(async () => {
  await gw?.stopAll().catch(() => undefined);
  await closeConnection?.().catch(() => undefined);
  await stopDatabase();
  rmSync(dir, { recursive: true, force: true });
});

describe('the database away', () => {
  it('answers 503 with "try again shortly" and health 503; answers as before once it is back', async () => {
    const teacher = new Client(gw!.url);
    expect((await signIn(teacher)).status).toBe(200);
    expect(await health()).toEqual({ status: 200, body: { ok: true, db: 'up' } });

    await stopDatabase();
    const asked = Date.now();
    const away = await signIn(new Client(gw!.url));
    console.log(`database away: first answer ${away.status} after ${Date.now() - asked} ms`);
    expect(away.status).toBe(503);
    expect(away.body).toMatchObject({ ok: false, message: AWAY });
    expect(away.headers.get('retry-after')).toBe('5');
    // A signed-in write (a draft: a transaction) answers the same.
    const draft = await teacher.post('/api/user/teacher/savedraft', {
      tipus_kod: 'rendes_szabadsag',
      kezdete: '2030-03-04',
      vege: '2030-03-05',
    });
    expect(draft).toMatchObject({ status: 503, body: { ok: false, message: AWAY } });
    // The last good ping answers for up to a second.
    await waitFor(async () => (await health()).status === 503, 10_000, 'health 503');
    expect(await health()).toEqual({ status: 503, body: { ok: false, db: 'down' } });
    expect((await fetch(`${gw!.url}/api/ready`)).status).toBe(503);

    await startDatabase();
    const restarted = Date.now();
    let answer = await signIn(new Client(gw!.url));
    while (answer.status === 503) answer = await signIn(new Client(gw!.url));
    console.log(`database back: first good answer ${Date.now() - restarted} ms after its restart`);
    expect(answer.status).toBe(200);
    // The data on disk is the same: the person signed in before signs in again, and can write.
    const again = await teacher.post('/api/user/teacher/savedraft', {
      tipus_kod: 'rendes_szabadsag',
      kezdete: '2030-03-04',
      vege: '2030-03-05',
    });
    expect(again.status).toBe(200);
    await waitFor(async () => (await health()).status === 200, 10_000, 'health 200');
    expect(await health()).toEqual({ status: 200, body: { ok: true, db: 'up' } });
  });
});
