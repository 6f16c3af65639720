// Invitation, reset and change-password flows over real HTTP (staff-area.md §5, §7, §8).
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import { issueToken, sha256 } from '../../src/auth/tokens.ts';
import { sendInviteMail } from '../../src/services/auth/staff-auth.ts';
import { Client } from '../support/client.ts';
import { INVITED, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople();

const userByEmail = async (email: string) => (await h.db.models.User.findOne({ email }))!;
const outbox = () => {
  const dir = path.join(h.gw.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};
/** The token of the set-password link in a mail (quoted-printable soft breaks removed). */
const linkToken = (eml: string) => {
  const flat = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /\/beallitas\/jelszo\?token=([A-Za-z0-9_-]+)/.exec(flat)?.[1];
};

describe('invitation: verify and set password', () => {
  it('verify answers ok, message and the invited user; setpassword sets it once; then login works', async () => {
    const invited = await userByEmail(INVITED.email);
    const token = await issueToken(h.db.models, invited._id, 'invite');
    const c = new Client(h.gw.url);
    const v = await c.get(`/api/auth/verify?token=${token}`);
    expect(v.status).toBe(200);
    expect(v.body).toEqual({ ok: true, message: M.inviteValid, user: { nev: INVITED.nev, email: INVITED.email } });

    const set = await c.post(`/api/auth/setpassword?token=${token}`, {
      password: 'Uj-jelszo-1',
      password_confirmed: 'Uj-jelszo-1',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ok: true, message: M.setPasswordDone });

    // Single use: the same link is now invalid for verify and for set.
    expect((await c.get(`/api/auth/verify?token=${token}`)).body).toEqual({ ok: false, message: M.inviteInvalid });
    const again = await c.post(`/api/auth/setpassword?token=${token}`, {
      password: 'Masik-jelszo-2',
      password_confirmed: 'Masik-jelszo-2',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ ok: false, message: M.inviteInvalid });

    expect((await c.post('/api/auth/login', { email: INVITED.email, password: 'Uj-jelszo-1' })).status).toBe(200);
  });

  it('stores only the hash of the token and lets it expire after 72 hours', async () => {
    const invited = await userByEmail(INVITED.email);
    const token = await issueToken(h.db.models, invited._id, 'invite');
    const doc = await h.db.models.AuthToken.findOne({ user: invited._id, kind: 'invite' }).lean();
    expect(doc!.tokenHash).not.toBe(token);
    expect(JSON.stringify(doc)).not.toContain(token);
    const hours = (doc!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    await h.db.models.AuthToken.updateOne({ _id: doc!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const v = await new Client(h.gw.url).get(`/api/auth/verify?token=${token}`);
    expect(v.status).toBe(400);
    expect(v.body).toEqual({ ok: false, message: M.inviteInvalid });
  });

  it("answers the spec's messages for a missing token, a short password and a mismatch, and keeps the token", async () => {
    const invited = await userByEmail(INVITED.email);
    const token = await issueToken(h.db.models, invited._id, 'invite');
    const c = new Client(h.gw.url);
    expect((await c.get('/api/auth/verify')).body).toMatchObject({ ok: false, message: M.tokenMissing });
    expect(
      (await c.post('/api/auth/setpassword', { password: 'Hosszu-jelszo', password_confirmed: 'Hosszu-jelszo' })).body,
    ).toMatchObject({
      message: M.tokenMissing,
    });
    const short = await c.post(`/api/auth/setpassword?token=${token}`, {
      password: 'rovid',
      password_confirmed: 'rovid',
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ ok: false, message: M.passwordTooShort });
    const differ = await c.post(`/api/auth/setpassword?token=${token}`, {
      password: 'Hosszu-jelszo',
      password_confirmed: 'Masik-jelszo',
    });
    expect(differ.body).toMatchObject({ ok: false, message: M.passwordsDiffer });
    // Nothing was used up by the refused attempts.
    expect((await c.get(`/api/auth/verify?token=${token}`)).status).toBe(200);
  });
});

describe('invitation mail', () => {
  it('writes an .eml to the outbox whose link, on the given base URL, verifies the invited person', async () => {
    const invited = await userByEmail(INVITED.email);
    const before = outbox().length;
    await sendInviteMail(h.gw.services, invited, 'https://szabadsag.iskola.hu');
    // The mail is a job (docs/architecture.md "Mail"): written to the outbox shortly after.
    await expect.poll(() => outbox().length, { timeout: 5000 }).toBe(before + 1);
    const mail = outbox().at(-1)!;
    expect(mail).toMatch(/^To: meghivott@teszt\.hu/m);
    expect(mail.replace(/=\r?\n/g, '')).toContain('https://szabadsag.iskola.hu/beallitas/jelszo?token=3D');
    const v = await new Client(h.gw.url).get(`/api/auth/verify?token=${linkToken(mail)}`);
    expect(v.body).toMatchObject({ ok: true, user: { email: INVITED.email } });
  });
});

describe('forgotten password', () => {
  const known = { felhasznalonev: 'hr', email: PEOPLE.hr.email, oktatasi_azonosito: '70000000002' };

  it('given a forged Host header, the reset link still points to this gateway, never to the forged host', async () => {
    const before = outbox().length;
    // fetch() will not send a forged Host; node:http will.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(known);
      const req = http.request(
        `${h.gw.url}/api/auth/resetpassword`,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example',
            'X-Forwarded-Host': 'evil.example',
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
    await expect.poll(() => outbox().length, { timeout: 5000 }).toBe(before + 1);
    const mail = outbox()
      .at(-1)!
      .replace(/=\r?\n/g, '');
    expect(mail).not.toContain('evil.example');
    expect(mail).toContain(`${h.gw.url}/beallitas/jelszo?token=`);
  });

  it('answers identically for a known and an unknown person; only the known one gets a mail with a working link', async () => {
    const before = outbox().length;
    const unknown = await new Client(h.gw.url).post('/api/auth/resetpassword', {
      ...known,
      oktatasi_azonosito: '79999999999',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(outbox().length).toBe(before);
    const ok = await new Client(h.gw.url).post('/api/auth/resetpassword', { ...known, email: '  HR@teszt.hu ' });
    expect(ok.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(ok.body).toEqual({ ok: true, message: M.resetAccepted });
    expect(unknown.body).toEqual(ok.body);

    // The mail is sent after the answer (same timing for known and unknown people).
    await expect.poll(() => outbox().length, { timeout: 5000 }).toBe(before + 1);
    const mails = outbox();
    const mail = mails.at(-1)!;
    expect(mail).toMatch(/^To: hr@teszt\.hu/m);
    expect(mail).toContain(`${h.gw.url}/beallitas/jelszo?token=`.slice(0, 20));
    const token = linkToken(mail)!;
    expect(token).toBeTruthy();
    const doc = await h.db.models.AuthToken.findOne({ kind: 'reset' }).lean();
    expect((doc!.expiresAt.getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(60);

    // The link sets a new password and ends the sessions signed in with the old one.
    const other = new Client(h.gw.url);
    await other.post('/api/auth/login', { email: PEOPLE.hr.email, password: PASSWORD });
    const c = new Client(h.gw.url);
    expect((await c.get(`/api/auth/verify?token=${token}`)).body).toMatchObject({
      ok: true,
      user: { email: PEOPLE.hr.email },
    });
    expect(
      (
        await c.post(`/api/auth/setpassword?token=${token}`, {
          password: 'Reset-utan-1',
          password_confirmed: 'Reset-utan-1',
        })
      ).status,
    ).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await c.post('/api/auth/login', { email: PEOPLE.hr.email, password: PASSWORD })).status).toBe(401);
    expect((await c.post('/api/auth/login', { email: PEOPLE.hr.email, password: 'Reset-utan-1' })).status).toBe(200);
  });

  it('requires all three fields', async () => {
    const res = await new Client(h.gw.url).post('/api/auth/resetpassword', {
      email: PEOPLE.hr.email,
      felhasznalonev: ' ',
      oktatasi_azonosito: '1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: M.resetFieldsRequired });
  });
});

describe('change password', () => {
  it('renews the session: the old cookie no longer works, the new one does, other devices are signed out', async () => {
    const c = new Client(h.gw.url);
    const otherDevice = new Client(h.gw.url);
    await c.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD });
    await otherDevice.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD });
    const old = new Map(c.cookies);
    const res = await c.post('/api/user/change-password', {
      current_password: PASSWORD,
      new_password: 'Valtozott-1',
      new_password_confirm: 'Valtozott-1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: M.changePasswordDone });
    expect(c.cookies.get('tavollet.sid')).not.toBe(old.get('tavollet.sid'));
    expect((await c.get('/api/auth/me')).status).toBe(200);
    const replay = new Client(h.gw.url);
    for (const [k, v] of old) replay.cookies.set(k, v);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect(
      (await new Client(h.gw.url).post('/api/auth/login', { email: PEOPLE.tanar.email, password: 'Valtozott-1' }))
        .status,
    ).toBe(200);
  });

  it("refuses a wrong current password and the spec's invalid new passwords, changing nothing", async () => {
    const c = new Client(h.gw.url);
    await c.post('/api/auth/login', { email: PEOPLE.igazgato.email, password: PASSWORD });
    const hashBefore = (await userByEmail(PEOPLE.igazgato.email)).passwordHash;
    const cases: [Record<string, string>, string][] = [
      [
        { current_password: 'rossz-jelenlegi', new_password: 'Uj-jelszo-9', new_password_confirm: 'Uj-jelszo-9' },
        M.wrongCurrentPassword,
      ],
      [{ current_password: PASSWORD, new_password: 'rovid', new_password_confirm: 'rovid' }, M.newPasswordTooShort],
      [
        { current_password: PASSWORD, new_password: 'Uj-jelszo-9', new_password_confirm: 'Uj-jelszo-8' },
        M.newPasswordsDiffer,
      ],
      [{ current_password: PASSWORD, new_password: PASSWORD, new_password_confirm: PASSWORD }, M.newPasswordSame],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/user/change-password', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message });
    }
    expect((await userByEmail(PEOPLE.igazgato.email)).passwordHash).toBe(hashBefore);
    expect((await c.get('/api/auth/me')).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await new Client(h.gw.url).post('/api/user/change-password', {
      current_password: PASSWORD,
      new_password: 'Uj-jelszo-9',
      new_password_confirm: 'Uj-jelszo-9',
    });
    expect(res.status).toBe(401);
  });
});

describe('sessions ended during a request', () => {
  it('a link used in a browser signed in as the same person ends that session too; the rolling save does not bring it back', async () => {
    const c = new Client(h.gw.url);
    await c.post('/api/auth/login', { email: PEOPLE.igazgatohelyettes.email, password: PASSWORD });
    const id = sha256(c.cookies.get('tavollet.sid')!);
    // An expiry old enough that this request's response would roll it (a write).
    await h.db.models.Session.updateOne({ _id: id }, { $set: { expiresAt: new Date(Date.now() + 3_600_000) } });
    const token = await issueToken(h.db.models, (await userByEmail(PEOPLE.igazgatohelyettes.email))._id, 'reset');
    const set = await c.post(`/api/auth/setpassword?token=${token}`, {
      password: 'Linkrol-uj-1',
      password_confirmed: 'Linkrol-uj-1',
    });
    expect(set.status).toBe(200);
    expect(await h.db.models.Session.findById(id)).toBeNull();
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });
});
