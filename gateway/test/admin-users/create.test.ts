// GET /api/admin/getusers and POST /api/admin/createusers (admin-area.md §3 "User", §5 "Create
// user", §7 "Users"): the list in the admin's spelling, a new user's invitation that really sets a
// password, the spec's 400 texts with `error`, 409 with `details`, and refusals that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES as M, CreateUserAnswer } from '@tavollet/contract/api/admin-users';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient, byEmail, newPerson, tokenOf, usersOf, waitForMailsTo } from './users-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const count = () => w.models.User.countDocuments();

describe('GET /api/admin/getusers', () => {
  it('lists every user with the spec fields, the deputy spelled igazgato_helyettes, by name', async () => {
    const rows = await usersOf(admin);
    expect(rows.length).toBe(await count());
    const deputy = rows.find((u) => u.email === PEOPLE.igazgatohelyettes.email)!;
    expect(deputy).toMatchObject({
      felhasznalonev: 'igazgatohelyettes',
      szerepkorok: ['igazgato_helyettes'],
      blocked: false,
    });
    expect(typeof deputy.user_id).toBe('number');
    expect(rows.find((u) => u.email === PEOPLE.blokkolt.email)!.blocked).toBe(true);
    const names = rows.map((u) => u.nev);
    expect(names).toEqual([...names].sort(new Intl.Collator('hu', { sensitivity: 'base', numeric: true }).compare));
  });

  it('refuses anonymous callers and staff sessions (their cookie is not an admin session)', async () => {
    expect((await new Client(w.gw.url).get('/api/admin/getusers')).status).toBe(401);
    const staff = await signInPerson(w, 'hr');
    expect((await staff.get('/api/admin/getusers')).status).toBe(401);
  });
});

describe('POST /api/admin/createusers', () => {
  it('creates the user with stored roles and mails an invitation whose link sets a password', async () => {
    const body = newPerson({ email: 'Nagy.Ilona@Teszt.hu', szerepkorok: ['tanar', 'igazgato_helyettes'] });
    const res = await admin.post('/api/admin/createusers', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = CreateUserAnswer.parse(res.body);
    expect(answer.message).toBe(M.created('nagy.ilona@teszt.hu'));
    expect(answer.user).toMatchObject({
      nev: body.nev,
      email: 'nagy.ilona@teszt.hu',
      felhasznalonev: body.felhasznalonev,
      oktatasi_azonosito: body.oktatasi_azonosito,
      szerepkorok: ['tanar', 'igazgato_helyettes'],
      blocked: false,
    });
    const stored = await w.models.User.findOne({ email: 'nagy.ilona@teszt.hu' }).lean();
    expect(stored!.szerepkorok).toEqual(['tanar', 'igazgatohelyettes']);
    expect(stored!.passwordHash).toBeNull();
    expect(await byEmail(admin, 'nagy.ilona@teszt.hu')).toEqual(answer.user);

    const [mail] = await waitForMailsTo(w.gw.dataDir, 'nagy.ilona@teszt.hu');
    expect(mail).toContain('Meghívó');
    expect(mail).toContain('a link 72 óráig érvényes');
    // The link lives 72 hours.
    const invite = await w.models.AuthToken.findOne({ user: stored!._id, kind: 'invite' }).lean();
    const hoursLeft = (invite!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(71.9);
    expect(hoursLeft).toBeLessThanOrEqual(72);
    const token = tokenOf(mail!);
    const anon = new Client(w.gw.url);
    const set = await anon.post(`/api/auth/setpassword?token=${token}`, {
      password: 'Uj-jelszo-123',
      password_confirmed: 'Uj-jelszo-123',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const login = await anon.post('/api/auth/login', { email: 'nagy.ilona@teszt.hu', password: 'Uj-jelszo-123' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ szerepkorok: ['tanar', 'igazgatohelyettes'] });
    const audit = await w.models.AuditLog.findOne({
      action: 'admin.user_created',
      target: String(answer.user.user_id),
    });
    expect(audit).not.toBeNull();
  });

  it('accepts an empty OM id (not checked on single create) and stores none', async () => {
    const res = await admin.post('/api/admin/createusers', newPerson({ oktatasi_azonosito: '' }));
    expect(res.status).toBe(200);
    expect(CreateUserAnswer.parse(res.body).user.oktatasi_azonosito).toBeNull();
  });

  it.each([
    ['nev', { nev: '  ' }, M.nevRequired],
    ['email', { email: '' }, M.emailRequired],
    ['felhasznalonev', { felhasznalonev: undefined }, M.felhasznalonevRequired],
    ['email format', { email: 'nem-email' }, M.emailInvalid],
    ['no role', { szerepkorok: [] }, M.rolesRequired],
    ['unknown role', { szerepkorok: ['admin'] }, M.roleUnknown],
    ['long name', { nev: 'x'.repeat(121) }, M.nevTooLong],
  ])(
    'refuses a missing or bad %s with 400, the text in message and error, and creates nothing',
    async (_, over, text) => {
      const before = await count();
      const res = await admin.post('/api/admin/createusers', newPerson(over));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message: text, error: text });
      expect(await count()).toBe(before);
    },
  );

  it('refuses unknown fields, a non-JSON body and a body over the limit', async () => {
    const before = await count();
    expect((await admin.post('/api/admin/createusers', { ...newPerson(), blocked: true })).status).toBe(400);
    const raw = await admin.request('POST', '/api/admin/createusers', {
      raw: 'nev=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(raw.status).toBe(415);
    expect((await admin.post('/api/admin/createusers', newPerson({ nev: 'x'.repeat(5000) }))).status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('answers 409 with details naming every taken field, also case-insensitively for the e-mail', async () => {
    const before = await count();
    const res = await admin.post(
      '/api/admin/createusers',
      newPerson({ email: PEOPLE.tanar.email.toUpperCase(), felhasznalonev: 'hr', oktatasi_azonosito: '70000000003' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      ok: false,
      message: M.conflict,
      details: {
        email: M.taken.email,
        felhasznalonev: M.taken.felhasznalonev,
        oktatasi_azonosito: M.taken.oktatasi_azonosito,
      },
    });
    const one = await admin.post('/api/admin/createusers', newPerson({ felhasznalonev: 'tanar' }));
    expect(one.status).toBe(409);
    expect(Object.keys(one.body.details as object)).toEqual(['felhasznalonev']);
    expect(await count()).toBe(before);
  });

  it('refuses anonymous and staff callers and creates nothing', async () => {
    const before = await count();
    expect((await new Client(w.gw.url).post('/api/admin/createusers', newPerson())).status).toBe(401);
    const staff = await signInPerson(w, 'igazgato');
    expect((await staff.post('/api/admin/createusers', newPerson())).status).toBe(401);
    expect(await count()).toBe(before);
  });
});
