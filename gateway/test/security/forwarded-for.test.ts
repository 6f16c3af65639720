// Behind a reverse proxy (TRUST_PROXY=true) the client address is the one the proxy appended to
// X-Forwarded-For; addresses a client writes into the header itself do not dodge the limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PEOPLE, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

let db: TestDb;
let gw: TestGateway;

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  gw = await startTestGateway(db.models, {
    limits: { loginIp: { max: 4, windowMs: 60_000 }, loginAccount: { max: 100, windowMs: 60_000 } },
    env: { TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await gw?.stopAll();
  await db?.stop();
});

describe('X-Forwarded-For behind a proxy', () => {
  it('given a different forged first address on every try, the per-address limit still counts the proxy-appended one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await new Client(gw.url).post(
        '/api/auth/login',
        { email: PEOPLE.hr.email, password: 'rossz-jelszo' },
        { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.7` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const audited = await db.models.AuditLog.find({ action: 'auth.login_failed' }).lean();
    expect(new Set(audited.map((a) => a.ip))).toEqual(new Set(['198.51.100.7']));
  });
});
