// The e-mailed one-time sign-in link over real HTTP: the owner of an account under attack gets in
// through their mailbox; a link works once, for 15 minutes, not after a password change, and only
// where a sign-in link is accepted. Mails are read from the gateway's outbox. Addresses come from
// X-Forwarded-For behind a trusted proxy.
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, StaffUserAnswer, signInRetryOrLinkMessage } from '@tavollet/contract/api/auth';
import { sha256 } from '../../src/auth/tokens.ts';
import { Client, ClientAt } from '../support/client.ts';
import { INVITED, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { mailText, outbox } from '../support/mail-parts.ts';

const h = useGatewayWithPeople({
  env: { TRUST_PROXY: '127.0.0.1' },
  limits: { loginLinkIp: { max: 12, windowMs: 15 * 60_000 } },
});

const STRANGER = '203.0.113.66';
const STRANGER_TOO = '203.0.113.67';
const OWNER = '198.51.100.10';

class Browser extends ClientAt {
  constructor(address: string) {
    super(h.gw.url, address);
  }
  override login(email: string, password = PASSWORD) {
    return super.login(email, password);
  }
  askLink(email: string) {
    return this.send('/api/auth/login-link', { email });
  }
  useLink(token: string) {
    return this.send('/api/auth/login-link/use', { token });
  }
}

const mailsTo = async (email: string) =>
  (await outbox(h.gw.dataDir)).filter((m) => new RegExp(`^To: ${email.replace('.', '\\.')}`, 'm').test(m));

/** The token of the newest sign-in link mailed to `email`, once the mail job has written it. */
async function linkMailedTo(email: string, before: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 5000 }).toBe(before + 1);
  const text = mailText((await mailsTo(email)).at(-1)!);
  const link = new RegExp(`${h.gw.url}/\\?belepesi_link=([A-Za-z0-9_-]+)`).exec(text);
  expect(link).not.toBeNull();
  return link![1]!;
}

/** Asks for a link as `email` and answers its token from the mail. */
async function mailedLink(email: string, from = new Browser(OWNER), typed = email): Promise<string> {
  const before = (await mailsTo(email)).length;
  const res = await from.askLink(typed);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true, message: M.loginLinkAccepted });
  return linkMailedTo(email, before);
}

beforeEach(async () => {
  await h.db.models.RateLimit.deleteMany({});
});

describe('an account under attack', () => {
  it('keeps new devices waiting with a text offering the link, lets a known device in, and the mailed link signs its owner in once', async () => {
    const known = new Browser(OWNER);
    expect((await known.login(PEOPLE.tanar.email)).status).toBe(200);
    // A patient stranger at two addresses waits out the account's delay before each of 14 wrong
    // passwords (10 is the limit per account and address): the delay after them is 256 seconds.
    for (let i = 0; i < 14; i++) {
      await h.db.models.RateLimit.updateOne(
        { _id: `login:delay:${PEOPLE.tanar.email}` },
        { $set: { notBefore: new Date(0) } },
      );
      const stranger = new Browser(i < 10 ? STRANGER : STRANGER_TOO);
      expect((await stranger.login(PEOPLE.tanar.email, 'rossz-jelszo')).status).toBe(401);
    }

    const fresh = new Browser(OWNER);
    const slowed = await fresh.login(PEOPLE.tanar.email);
    expect(slowed.status).toBe(429);
    const retry = Number(slowed.headers.get('retry-after'));
    expect(slowed.body).toEqual({ ok: false, message: signInRetryOrLinkMessage(retry), retryAfter: retry });
    expect((await known.login(PEOPLE.tanar.email)).status).toBe(200);

    const token = await mailedLink(PEOPLE.tanar.email, fresh);
    const used = await fresh.useLink(token);
    expect(used.status).toBe(200);
    expect(StaffUserAnswer.parse(used.body).user.email).toBe(PEOPLE.tanar.email);
    expect((await fresh.get('/api/auth/me')).status).toBe(200);
    // Only the hash is stored, and the link is gone once used.
    expect(await h.db.models.AuthToken.countDocuments({ tokenHash: sha256(token) })).toBe(0);
    const again = await new Browser(OWNER).useLink(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ ok: false, message: M.loginLinkInvalid });

    // The browser the link signed in is a known device now: its password gets in while the
    // account still keeps other new devices waiting.
    expect((await fresh.post('/api/auth/logout')).status).toBe(200);
    expect((await fresh.login(PEOPLE.tanar.email)).status).toBe(200);
    expect((await new Browser(OWNER).login(PEOPLE.tanar.email)).status).toBe(429);
  });
});

describe('the link', () => {
  it('is mailed only to an active, unblocked person with a password; the answer is the same for everyone', async () => {
    for (const email of ['senki@teszt.hu', PEOPLE.blokkolt.email, INVITED.email]) {
      const res = await new Browser(OWNER).askLink(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, message: M.loginLinkAccepted });
    }
    const token = await mailedLink(PEOPLE.hr.email, new Browser(OWNER), `  ${PEOPLE.hr.email.toUpperCase()} `);
    expect(token).toBeTruthy();
    expect(await mailsTo(PEOPLE.blokkolt.email)).toHaveLength(0);
    expect(await mailsTo(INVITED.email)).toHaveLength(0);
    expect(await h.db.models.AuditLog.countDocuments({ action: 'auth.login_link_requested' })).toBeGreaterThanOrEqual(
      4,
    );
  });

  it('is stored hashed and expires after 15 minutes: an expired one is refused', async () => {
    const token = await mailedLink(PEOPLE.igazgato.email);
    const doc = await h.db.models.AuthToken.findOne({ tokenHash: sha256(token) }).lean();
    expect(doc?.kind).toBe('login');
    const minutes = (doc!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    await h.db.models.AuthToken.updateOne({ _id: doc!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await new Browser(OWNER).useLink(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, message: M.loginLinkInvalid });
  });

  it('no longer works after a password change, nor once the person is blocked', async () => {
    const afterChange = await mailedLink(PEOPLE.igazgatohelyettes.email);
    const c = new Browser(OWNER);
    expect((await c.login(PEOPLE.igazgatohelyettes.email)).status).toBe(200);
    const newPassword = 'Uj-jelszo-2026';
    const changed = await c.post('/api/user/change-password', {
      current_password: PASSWORD,
      new_password: newPassword,
      new_password_confirm: newPassword,
    });
    expect(changed.status).toBe(200);
    expect((await new Browser(OWNER).useLink(afterChange)).status).toBe(400);

    const beforeBlock = await mailedLink(PEOPLE.ketszerepu.email);
    await h.db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: true } });
    try {
      const res = await new Browser(OWNER).useLink(beforeBlock);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ok: false, message: M.loginLinkInvalid });
    } finally {
      await h.db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: false } });
    }
  });

  it('opens no set-password page, and an invitation or reset token signs nobody in', async () => {
    const token = await mailedLink(PEOPLE.hr.email);
    expect((await new Client(h.gw.url).get(`/api/auth/verify?token=${token}`)).status).toBe(400);
    const set = await new Client(h.gw.url).post(`/api/auth/setpassword?token=${token}`, {
      password: 'Hosszu-jelszo-1',
      password_confirmed: 'Hosszu-jelszo-1',
    });
    expect(set.status).toBe(400);
    // The link was not spent by those calls.
    expect((await new Browser(OWNER).useLink(token)).status).toBe(200);

    const reset = await new Client(h.gw.url).post('/api/auth/resetpassword', {
      felhasznalonev: 'hr',
      email: PEOPLE.hr.email,
      oktatasi_azonosito: '70000000002',
    });
    expect(reset.status).toBe(200);
    const resetTokenMailed = async () =>
      (await mailsTo(PEOPLE.hr.email))
        .map((m) => /beallitas\/jelszo\?token=([A-Za-z0-9_-]+)/.exec(mailText(m))?.[1])
        .find(Boolean);
    await expect.poll(resetTokenMailed, { timeout: 5000 }).toBeTruthy();
    const resetToken = await resetTokenMailed();
    expect(resetToken).toBeTruthy();
    expect((await new Browser(OWNER).useLink(resetToken!)).status).toBe(400);
  });
});

describe('asking for links', () => {
  it('mails an account at most 3 links per 15 minutes, and a stranger asking cannot void them: each still works', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push(await mailedLink(PEOPLE.tanar.email, new Browser(STRANGER)));
    const before = (await mailsTo(PEOPLE.tanar.email)).length;
    // Beyond the limit: the same answer, no mail.
    const more = await new Browser(STRANGER).askLink(PEOPLE.tanar.email);
    expect(more.body).toEqual({ ok: true, message: M.loginLinkAccepted });
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(PEOPLE.tanar.email)).toHaveLength(before);
    for (const token of tokens) expect((await new Browser(OWNER).useLink(token)).status).toBe(200);
  });

  it('refuses an address beyond its limit with 429, whatever e-mails it names', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await new Browser(STRANGER).askLink(`senki${i}@teszt.hu`)).status);
    expect(statuses.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 200));
    const refused = await new Browser(STRANGER).askLink(PEOPLE.hr.email);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await new Browser(OWNER).askLink(PEOPLE.hr.email)).status).toBe(200);
  });
});
