// The session read kept between requests (the change feed, on any MongoDB): a warm request reads no session,
// and still every change to the session or to a person, made by ANY client of the database (here a
// second connection, as another gateway instance or a hand edit would), acts on the next request;
// an expiry passes without any write.
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import { createModels, type Models } from '../../src/db/models.ts';
import { sha256 } from '../../src/auth/tokens.ts';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

let db: TestDb;
let gw: TestGateway;
let gatewayConnection: mongoose.Connection;
/** Another client of the same database: what another instance or a hand edit writes through. */
let other: Models;
const sessionReads: string[] = [];

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  gatewayConnection = await mongoose.createConnection(db.uri, { monitorCommands: true, autoIndex: false }).asPromise();
  gatewayConnection.getClient().on('commandStarted', (e) => {
    if (e.commandName === 'aggregate' && e.command.aggregate === 'sessions') sessionReads.push(e.commandName);
  });
  gw = await startTestGateway(createModels(gatewayConnection), { catchUpMs: 5000 });
  other = (await db.connectAgain()).models;
});
afterAll(async () => {
  await gw?.stopAll();
  await gatewayConnection?.close();
  await db?.stop();
});
beforeEach(async () => {
  await other.User.updateMany({ email: { $ne: PEOPLE.blokkolt.email } }, { $set: { blocked: false } });
  await other.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { szerepkorok: ['tanar', 'hr'] } });
});

/** Signs in and makes one request, so the next one finds the session read kept. */
async function warm(email: string): Promise<Client> {
  const c = new Client(gw.url);
  expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  expect((await c.get('/api/auth/me')).status).toBe(200);
  return c;
}

/** Reads of the session collection made by the gateway during `action`. */
async function readsDuring(action: () => Promise<unknown>): Promise<number> {
  sessionReads.length = 0;
  await action();
  return sessionReads.length;
}

describe('the kept session read', () => {
  it('answers a warm request without reading the session, and with the same answer', async () => {
    const c = await warm(PEOPLE.tanar.email);
    const first = await c.get('/api/auth/me');
    let again: Awaited<ReturnType<Client['get']>> | undefined;
    expect(await readsDuring(async () => (again = await c.get('/api/auth/me')))).toBe(0);
    expect(again!.status).toBe(200);
    expect(again!.body).toEqual(first.body);
  });

  it('a person blocked by another client is refused at the next request', async () => {
    const c = await warm(PEOPLE.ketszerepu.email);
    expect(await readsDuring(() => c.get('/api/auth/me'))).toBe(0);
    await other.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: true } });
    const res = await c.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: M.blocked });
  });

  it('a role removed by another client is refused at the next request', async () => {
    const c = await warm(PEOPLE.ketszerepu.email);
    expect((await c.get('/api/user/teacher/getdata')).status).toBe(200);
    expect(await readsDuring(() => c.get('/api/user/teacher/getdata'))).toBe(0);
    await other.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { szerepkorok: ['hr'] } });
    expect((await c.get('/api/user/teacher/getdata')).status).toBe(403);
  });

  it('a change to another person also makes the next request read again (people are stamped as a whole)', async () => {
    const c = await warm(PEOPLE.tanar.email);
    await other.User.updateOne({ email: PEOPLE.hr.email }, { $set: { nev: 'Teszt hr átnevezve' } });
    expect(await readsDuring(() => c.get('/api/auth/me'))).toBe(1);
    expect(await readsDuring(() => c.get('/api/auth/me'))).toBe(0);
  });

  it('a session deleted by another client (sign-out elsewhere, a password change) ends at the next request', async () => {
    const c = await warm(PEOPLE.tanar.email);
    await other.Session.deleteOne({ _id: sha256(c.cookies.get('tavollet.sid')!) });
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });

  it('a kept session whose expiry passes is refused, though nothing was written', async () => {
    const c = await warm(PEOPLE.hr.email);
    expect(await readsDuring(() => c.get('/api/auth/me'))).toBe(0);
    // Nine hours later (the staff session lasts eight, rolling): only the clock moved.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 3_600_000 });
    try {
      expect((await c.get('/api/auth/me')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an admin blocked by another client is refused at the next request', async () => {
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD })).status).toBe(200);
    expect((await c.get('/api/admin/auth/me')).status).toBe(200);
    expect(await readsDuring(() => c.get('/api/admin/auth/me'))).toBe(0);
    await other.Admin.updateOne({ email: ADMIN.email }, { $set: { blocked: true } });
    expect((await c.get('/api/admin/auth/me')).status).toBe(401);
    await other.Admin.updateOne({ email: ADMIN.email }, { $set: { blocked: false } });
  });

  it('with the change feed closed every request reads the session', async () => {
    const c = await warm(PEOPLE.tanar.email);
    await gw.services.changeFeed.close();
    expect(await readsDuring(() => c.get('/api/auth/me'))).toBe(1);
    expect(await readsDuring(() => c.get('/api/auth/me'))).toBe(1);
  });
});
