// Sign-in and reset rate limits per account and per IP, counted in MongoDB (docs/architecture.md
// "Sessions and sign-in"). The limits are lowered through the services options, as a deployment could.
// Sign-ins here come from browsers without a device cookie (a new Client each time); trusted
// devices are in device-cookies.test.ts.
import { signInRetryOrLinkMessage } from '@tavollet/contract/api/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE, createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

const TOO_MANY = 'Túl sok próbálkozás. Próbáld újra később.';
let db: TestDb;
let gw: TestGateway;
let other: TestGateway;

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  const limits = {
    loginAccount: { max: 3, windowMs: 60_000 },
    loginAccountIp: { max: 3, windowMs: 60_000 },
    loginIp: { max: 8, windowMs: 60_000 },
    // No delay before the window limits in these tests.
    loginDelay: { free: 100, baseMs: 1000, maxMs: 60_000, windowMs: 60_000 },
    resetAccount: { max: 2, windowMs: 60_000 },
    resetIp: { max: 4, windowMs: 60_000 },
  };
  gw = await startTestGateway(db.models, { limits });
  // A second instance on the same database shares the counters.
  const again = await db.connectAgain();
  other = await startTestGateway(again.models, { limits });
});
afterAll(async () => {
  await gw?.stopAll();
  await other?.stopAll();
  await db?.stop();
});

const login = (base: string, email: string, password: string) =>
  new Client(base).post('/api/auth/login', { email, password });

describe('login rate limit', () => {
  it('after 3 failures on an account from one address answers 429 there with Retry-After, even for the right password, on every instance', async () => {
    for (let i = 0; i < 3; i++) expect((await login(gw.url, PEOPLE.hr.email, 'rossz-jelszo')).status).toBe(401);
    const limited = await login(other.url, PEOPLE.hr.email, PASSWORD);
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get('retry-after'));
    // The sign-in says when to try again, and offers the e-mailed link.
    expect(limited.body).toEqual({ ok: false, message: signInRetryOrLinkMessage(retry), retryAfter: retry });
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    // Another account from the same IP still works (under the IP limit).
    expect((await login(gw.url, PEOPLE.igazgato.email, PASSWORD)).status).toBe(200);
  });

  it('a success resets the account counter', async () => {
    for (let i = 0; i < 2; i++) await login(gw.url, PEOPLE.tanar.email, 'rossz-jelszo');
    expect((await login(gw.url, PEOPLE.tanar.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i++) await login(gw.url, PEOPLE.tanar.email, 'rossz-jelszo');
    expect((await login(gw.url, PEOPLE.tanar.email, PASSWORD)).status).toBe(200);
  });

  it('beyond 8 failures from one IP over several accounts, an account tried there gets no more tries from it; one not tried there still gets in', async () => {
    // 3 failures counted for hr and 4 for tanar above, one more here: the IP reaches its limit.
    expect((await login(gw.url, PEOPLE.igazgatohelyettes.email, 'rossz-jelszo')).status).toBe(401);
    const res = await login(gw.url, PEOPLE.igazgatohelyettes.email, PASSWORD);
    expect(res.status).toBe(429);
    expect((await login(other.url, PEOPLE.ketszerepu.email, PASSWORD)).status).toBe(200);
    // The admin login counts separately.
    const admin = await new Client(gw.url).post('/api/auth/admin/login', { email: ADMIN.email, password: PASSWORD });
    expect(admin.status).toBe(200);
  });

  it('an ended window starts again', async () => {
    await db.models.RateLimit.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await login(gw.url, PEOPLE.hr.email, PASSWORD)).status).toBe(200);
  });
});

describe('parallel attempts', () => {
  it('given 12 wrong passwords sent at once for one account, at most 3 are tried and the rest answer 429', async () => {
    await db.models.RateLimit.deleteMany({});
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? other.url : gw.url, PEOPLE.igazgato.email, 'rossz-jelszo')),
    );
    const tried = answers.filter((a) => a.status === 401).length;
    expect(tried).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.status === 429).length).toBe(12 - tried);
    await db.models.RateLimit.deleteMany({});
  });
});

describe('reset rate limit', () => {
  it('after 2 requests for an account answers 429', async () => {
    const body = { felhasznalonev: 'hr', email: PEOPLE.hr.email, oktatasi_azonosito: '70000000002' };
    for (let i = 0; i < 2; i++)
      expect((await new Client(gw.url).post('/api/auth/resetpassword', body)).status).toBe(200);
    const res = await new Client(other.url).post('/api/auth/resetpassword', body);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ ok: false, message: TOO_MANY });
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('change-password attempts', () => {
  it('after 3 wrong current passwords answers 429, even with the right one, until the window ends', async () => {
    await db.models.RateLimit.deleteMany({});
    const c = new Client(gw.url);
    expect(
      (await c.post('/api/auth/login', { email: PEOPLE.igazgatohelyettes.email, password: PASSWORD })).status,
    ).toBe(200);
    const change = (current: string) =>
      c.post('/api/user/change-password', {
        current_password: current,
        new_password: 'Uj-jelszo-2026',
        new_password_confirm: 'Uj-jelszo-2026',
      });
    for (let i = 0; i < 3; i++) expect((await change('rossz-jelszo')).status).toBe(400);
    expect((await change(PASSWORD)).status).toBe(429);
    await db.models.RateLimit.deleteMany({});
  });
});
