// Scale-out (docs/architecture.md "Transactions and concurrency"): two gateway instances, each with its own database
// client, on one database. Nothing they need to share lives in process memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

let db: TestDb;
let a: TestGateway;
let b: TestGateway;

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  a = await startTestGateway(db.models);
  const second = await db.connectAgain();
  b = await startTestGateway(second.models);
});
afterAll(async () => {
  await a?.stopAll();
  await b?.stopAll();
  await db?.stop();
});

describe('two gateway instances on one database', () => {
  it('a staff session created on A is valid on B, and a logout on B ends it on A', async () => {
    expect(a.port).not.toBe(b.port);
    const onA = new Client(a.url);
    expect((await onA.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
    const onB = onA.withBase(b.url);
    const me = await onB.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ ok: true, user: { email: PEOPLE.tanar.email } });
    expect((await onB.post('/api/auth/logout')).status).toBe(200);
    expect((await onA.get('/api/auth/me')).status).toBe(401);
  });

  it('an admin session and a password change move across instances too', async () => {
    const admin = new Client(b.url);
    await admin.post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
    expect((await admin.withBase(a.url).get('/api/admin/auth/me')).status).toBe(200);

    const c = new Client(a.url);
    await c.post('/api/auth/login', { email: PEOPLE.hr.email, password: PASSWORD });
    const changed = await c.withBase(b.url).post('/api/user/change-password', {
      current_password: PASSWORD,
      new_password: 'Masik-peldany-1',
      new_password_confirm: 'Masik-peldany-1',
    });
    expect(changed.status).toBe(200);
    // The old cookie (still in c) no longer works on A.
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });

  it('both instances sign cookies with the same keys from the database', async () => {
    const keys = await db.models.Setting.findById('session_keys').lean();
    expect(Array.isArray(keys?.value)).toBe(true);
    expect(a.app.keys).toEqual(b.app.keys);
  });
});
