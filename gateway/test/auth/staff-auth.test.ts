// Staff sign-in over real HTTP (staff-area.md §5, §7; docs/architecture.md "Sessions and sign-in").
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, StaffUserAnswer } from '@tavollet/contract/api/auth';
import { sha256 } from '../../src/auth/tokens.ts';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople();

const login = (c: Client, email: string, password = PASSWORD) => c.post('/api/auth/login', { email, password });

describe('staff login, me and logout', () => {
  it('given the right password, answers { ok, user } and the session cookie opens /auth/me', async () => {
    const c = new Client(h.gw.url);
    const res = await login(c, '  TANAR@teszt.hu ');
    expect(res.status).toBe(200);
    expect(StaffUserAnswer.parse(res.body)).toEqual({
      ok: true,
      user: { nev: 'Teszt tanar', email: 'tanar@teszt.hu', szerepkorok: ['tanar'] },
    });
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('tavollet.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const me = await c.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body);
  });

  it('given a person with two roles, the user carries both', async () => {
    const c = new Client(h.gw.url);
    const res = await login(c, PEOPLE.ketszerepu.email);
    expect((res.body as StaffUserAnswer).user.szerepkorok).toEqual(['tanar', 'hr']);
  });

  it('given a wrong password or an unknown e-mail, answers 401 with the same message and no cookie', async () => {
    for (const [email, pw] of [
      [PEOPLE.tanar.email, 'rossz-jelszo'],
      ['senki@teszt.hu', PASSWORD],
    ] as const) {
      const c = new Client(h.gw.url);
      const res = await login(c, email, pw);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ ok: false, message: M.wrongCredentials });
      expect(c.cookies.has('tavollet.sid')).toBe(false);
    }
  });

  it('given an invited person without a password yet, refuses the login', async () => {
    const res = await login(new Client(h.gw.url), 'meghivott@teszt.hu', 'barmilyen-jelszo');
    expect(res.status).toBe(401);
  });

  it('without a session, /auth/me answers 401 JSON', async () => {
    const res = await new Client(h.gw.url).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ ok: false, message: 'Bejelentkezés szükséges.' });
  });

  it('logout ends the session on the server: the old cookie no longer opens /auth/me', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.hr.email);
    const saved = new Map(c.cookies);
    const out = await c.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true, message: M.loggedOut });
    expect(c.cookies.has('tavollet.sid')).toBe(false);
    const replay = new Client(h.gw.url);
    for (const [k, v] of saved) replay.cookies.set(k, v);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    // Signing out again (no session) still answers ok.
    expect((await c.post('/api/auth/logout')).status).toBe(200);
  });

  it('a new login gets a new session id and the previous one ends (no session fixation)', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.igazgato.email);
    const first = new Map(c.cookies);
    await login(c, PEOPLE.igazgato.email);
    expect(c.cookies.get('tavollet.sid')).not.toBe(first.get('tavollet.sid'));
    const old = new Client(h.gw.url);
    for (const [k, v] of first) old.cookies.set(k, v);
    expect((await old.get('/api/auth/me')).status).toBe(401);
    expect((await c.get('/api/auth/me')).status).toBe(200);
  });

  it('stores only the hash of the session id, with an expiry about 8 hours ahead', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.tanar.email);
    const raw = c.cookies.get('tavollet.sid')!;
    expect(await h.db.models.Session.findById(raw)).toBeNull();
    const doc = await h.db.models.Session.findById(sha256(raw)).lean();
    expect(doc?.kind).toBe('staff');
    const hours = (doc!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
  });

  it('only a live session id opens anything: a made-up or altered id does not, and no signature is asked for', async () => {
    // The cookie is the random id itself, unsigned.
    const c = new Client(h.gw.url);
    const res = await login(c, PEOPLE.tanar.email);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('tavollet.sid.sig='))).toBe(false);
    const id = c.cookies.get('tavollet.sid')!;
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    c.cookies.set('tavollet.sid.sig', 'hamis-alairas'); // an old browser's signature cookie is ignored
    expect((await c.get('/api/auth/me')).status).toBe(200);
    const altered = new Client(h.gw.url);
    altered.cookies.set('tavollet.sid', `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`);
    expect((await altered.get('/api/auth/me')).status).toBe(401);
    const madeUp = new Client(h.gw.url);
    madeUp.cookies.set('tavollet.sid', 'x'.repeat(43));
    expect((await madeUp.get('/api/auth/me')).status).toBe(401);
  });
});

describe('blocked users', () => {
  it('given a blocked person with the right password, answers 403 with a Hungarian message', async () => {
    const res = await login(new Client(h.gw.url), PEOPLE.blokkolt.email);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ ok: false, message: M.blocked });
  });

  it('blocking a signed-in person ends the session at the next request', async () => {
    const c = new Client(h.gw.url);
    await h.db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: false } });
    await login(c, PEOPLE.ketszerepu.email);
    const raw = c.cookies.get('tavollet.sid')!;
    await h.db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: true } });
    const res = await c.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ ok: false, message: M.blocked });
    expect(await h.db.models.Session.findById(sha256(raw))).toBeNull();
    await h.db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: false } });
  });

  it('a person removed from the database while signed in is signed out at the next request', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.ketszerepu.email);
    const raw = c.cookies.get('tavollet.sid')!;
    expect((await c.get('/api/user/teacher/getdata')).status).toBe(200);
    const stored = await h.db.models.User.findOne({ email: PEOPLE.ketszerepu.email }).lean();
    await h.db.models.User.deleteOne({ _id: stored!._id });
    try {
      const res = await c.get('/api/user/teacher/getdata');
      expect(res.status).toBe(401);
      expect(await h.db.models.Session.findById(sha256(raw))).toBeNull();
    } finally {
      await h.db.models.User.collection.insertOne(stored!);
    }
  });

  it('a role removed while signed in is gone from /auth/me at once', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.ketszerepu.email);
    await h.db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { szerepkorok: ['tanar'] } });
    const me = await c.get<StaffUserAnswer>('/api/auth/me');
    expect(me.body.user.szerepkorok).toEqual(['tanar']);
    await h.db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { szerepkorok: ['tanar', 'hr'] } });
  });
});

describe('session lifetime and audit', () => {
  it('each request rolls the expiry forward; an expired session answers 401 even before the TTL sweep', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.igazgatohelyettes.email);
    const id = sha256(c.cookies.get('tavollet.sid')!);
    await h.db.models.Session.updateOne({ _id: id }, { $set: { expiresAt: new Date(Date.now() + 3_600_000) } });
    expect((await c.get('/api/auth/me')).status).toBe(200);
    const rolled = await h.db.models.Session.findById(id).lean();
    expect((rolled!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeGreaterThan(7.9);
    await h.db.models.Session.updateOne({ _id: id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });

  it('an active session is written at most once a minute: a recently rolled expiry is not written again', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.igazgato.email);
    const id = sha256(c.cookies.get('tavollet.sid')!);
    const recent = new Date(Date.now() + 8 * 3_600_000 - 30_000);
    await h.db.models.Session.updateOne({ _id: id }, { $set: { expiresAt: recent } });
    expect((await c.get('/api/auth/me')).status).toBe(200);
    expect((await h.db.models.Session.findById(id).lean())!.expiresAt.getTime()).toBe(recent.getTime());
    await h.db.models.Session.updateOne(
      { _id: id },
      { $set: { expiresAt: new Date(Date.now() + 8 * 3_600_000 - 90_000) } },
    );
    expect((await c.get('/api/auth/me')).status).toBe(200);
    expect(((await h.db.models.Session.findById(id).lean())!.expiresAt.getTime() - Date.now()) / 1000).toBeGreaterThan(
      8 * 3600 - 5,
    );
  });

  it('writes sign-ins and failed attempts to the audit log', async () => {
    const c = new Client(h.gw.url);
    await login(c, PEOPLE.hr.email, 'rossz-jelszo');
    await login(c, PEOPLE.hr.email);
    const user = await h.db.models.User.findOne({ email: PEOPLE.hr.email }).lean();
    expect(
      await h.db.models.AuditLog.countDocuments({ action: 'auth.login_failed', target: PEOPLE.hr.email }),
    ).toBeGreaterThan(0);
    expect(await h.db.models.AuditLog.countDocuments({ action: 'auth.login', actor: user!._id })).toBeGreaterThan(0);
  });
});
