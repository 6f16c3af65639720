// Sign-in finds the account behind a look-alike e-mail (docs/architecture.md "Users and
// identities"), and every path that sets a password refuses a common one or one holding the
// person's name, username or e-mail, with the Hungarian reason (auth/password-policy.ts).
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import { issueToken } from '../../src/auth/tokens.ts';
import { passwordProblem } from '../../src/auth/password-policy.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { nextId } from '../../src/db/counters.ts';
import { DEMO_ADMIN, DEMO_DOMAIN, DEMO_PASSWORD, DEMO_STAFF } from '../../src/seed/people.ts';
import { Client } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { outbox } from '../support/mail-parts.ts';

const h = useGatewayWithPeople();
const ZWSP = '\u200b';

describe('sign-in with a look-alike of the stored e-mail', () => {
  it.each([
    ['upper case', 'Tanar@Teszt.HU'],
    ['a zero-width space', `tanar${ZWSP}@teszt.hu`],
    ['full-width letters (NFKC)', 'ｔａｎａｒ@teszt.hu'],
    ['no-break spaces around it', '\u00a0tanar@teszt.hu\u00a0'],
  ])('finds the staff account written with %s', async (_, email) => {
    const res = await new Client(h.gw.url).post('/api/auth/login', { email, password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ok: true, user: { email: PEOPLE.tanar.email } });
  });

  it('finds the admin account the same way', async () => {
    const res = await new Client(h.gw.url).post('/api/auth/admin/login', {
      email: `Admin${ZWSP}@Teszt.hu`,
      password: PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ok: true, user: { email: ADMIN.email } });
  });

  it('a password reset names the person by look-alikes of their username and e-mail and still mails them', async () => {
    const mails = async () => (await outbox(h.gw.dataDir)).length;
    const before = await mails();
    const hr = await h.db.models.User.findOne({ email: PEOPLE.hr.email }).lean();
    const res = await new Client(h.gw.url).post('/api/auth/resetpassword', {
      felhasznalonev: `HR${ZWSP}`,
      email: 'ＨＲ@teszt.hu',
      oktatasi_azonosito: hr!.oktatasi_azonosito,
    });
    expect(res.status).toBe(200);
    await expect.poll(mails, { timeout: 10_000 }).toBe(before + 1);
  });
});

/** Someone whose name, username and e-mail are three different words. */
async function person() {
  const models = h.db.models;
  const n = await nextId(models, 'user_id');
  return models.User.create({
    user_id: n,
    nev: 'Kiss Éva Mária',
    email: `evi.k${n}@teszt.hu`,
    felhasznalonev: `kem${n}x`,
    oktatasi_azonosito: `7100000${String(n).padStart(4, '0')}`,
    szerepkorok: ['tanar'],
  });
}

describe('a new password through the invitation or reset link (POST /api/auth/setpassword)', () => {
  it('refuses common and personal passwords with the reason, keeps the link, then takes a good one', async () => {
    const user = await person();
    const token = await issueToken(h.db.models, user._id, 'invite');
    const c = new Client(h.gw.url);
    const cases: [string, string][] = [
      ['Password1', M.passwordCommon],
      ['qwertyuiop', M.passwordCommon],
      ['Maria-titok-7', M.passwordPersonal], // a name part, accents folded
      ['KISS-eva-2026', M.passwordPersonal],
      [`titok-${user.felhasznalonev.toUpperCase()}`, M.passwordPersonal], // the username
      [`${user.email.split('@')[0]}-titok`, M.passwordPersonal], // the e-mail's local part
    ];
    for (const [password, message] of cases) {
      const res = await c.post(`/api/auth/setpassword?token=${token}`, { password, password_confirmed: password });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ ok: false, message, issues: [{ path: 'password', message }] });
    }
    expect((await h.db.models.User.findById(user._id).lean())!.passwordHash).toBeNull();
    const ok = await c.post(`/api/auth/setpassword?token=${token}`, {
      password: 'Nyari-szunet-7',
      password_confirmed: 'Nyari-szunet-7',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('the person’s own change (POST /api/user/change-password)', () => {
  it('refuses a common password and one holding the name, leaving the old password in place', async () => {
    const c = new Client(h.gw.url);
    expect((await c.post('/api/auth/login', { email: PEOPLE.igazgato.email, password: PASSWORD })).status).toBe(200);
    const hashBefore = (await h.db.models.User.findOne({ email: PEOPLE.igazgato.email }).lean())!.passwordHash;
    // The fixture person is "Teszt igazgato", username igazgato.
    for (const [password, message] of [
      ['iloveyou', M.passwordCommon],
      ['Igazgató-2026', M.passwordPersonal],
    ] as const) {
      const res = await c.post('/api/user/change-password', {
        current_password: PASSWORD,
        new_password: password,
        new_password_confirm: password,
      });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ ok: false, message, issues: [{ path: 'new_password', message }] });
    }
    expect((await h.db.models.User.findOne({ email: PEOPLE.igazgato.email }).lean())!.passwordHash).toBe(hashBefore);
    expect((await c.get('/api/auth/me')).status).toBe(200);
  });
});

describe('the first admin’s password (INITIAL_ADMIN_PASSWORD)', () => {
  const env = (password: string) => ({
    INITIAL_ADMIN_EMAIL: 'rendszergazda@iskola.hu',
    INITIAL_ADMIN_PASSWORD: password,
  });

  it.each([
    ['a common one', '1qaz2wsx3edc', M.passwordCommon],
    ['one holding the e-mail', 'Rendszergazda-2026', M.passwordPersonal],
  ])('refuses %s at start with the reason', (_, password, message) => {
    expect(() => loadConfig(env(password))).toThrow(ConfigError);
    expect(() => loadConfig(env(password))).toThrow(`INITIAL_ADMIN_PASSWORD: ${message}`);
  });

  it('accepts a good one', () => {
    expect(loadConfig(env('Eros-kezdo-jelszo-1')).initialAdmin).toEqual({
      email: 'rendszergazda@iskola.hu',
      password: 'Eros-kezdo-jelszo-1',
    });
  });
});

describe('the published demo logins', () => {
  it('keep their password: it is neither common nor personal for any demo account', () => {
    for (const p of DEMO_STAFF)
      expect(
        passwordProblem(DEMO_PASSWORD, { nev: p.nev, email: `${p.login}@${DEMO_DOMAIN}`, felhasznalonev: p.login }),
      ).toBe(null);
    expect(passwordProblem(DEMO_PASSWORD, DEMO_ADMIN)).toBeNull();
  });
});
