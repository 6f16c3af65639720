// Nobody can lock anyone out: a browser that has signed in as a person keeps a device cookie and is
// judged only by its own failures; browsers without one are limited per (account, address), and
// delayed after failures on the account (an address's own failures are one-address.test.ts).
// Addresses come from X-Forwarded-For behind a trusted proxy.
import { createHmac, randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInRetryMessage, signInRetryOrLinkMessage } from '@tavollet/contract/api/auth';
import { ClientAt } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople({
  env: { TRUST_PROXY: '127.0.0.1' },
  // The defaults, except a device is distrusted after 3 failures instead of 10.
  limits: { loginDevice: { max: 3, windowMs: 60 * 60_000 } },
});

const OWNER_HOME = '198.51.100.10';
const STRANGER = '203.0.113.66';
const STAFF_ROOM = '192.0.2.1';
const ELSEWHERE = '198.51.100.99';

/** A browser at one address (the proxy-appended X-Forwarded-For), keeping its cookies. */
class Browser extends ClientAt {
  constructor(address: string) {
    super(h.gw.url, address);
  }
}

/** A browser that has signed in as `email` before (and signed out): it holds a device cookie. */
async function trustedBrowser(address: string, email: string, admin = false): Promise<Browser> {
  const b = new Browser(address);
  expect((await b.login(email, PASSWORD, admin)).status).toBe(200);
  await b.post(`/api/auth/${admin ? 'admin/' : ''}logout`);
  expect(b.cookies.has(admin ? 'tavollet.admin-device' : 'tavollet.device')).toBe(true);
  return b;
}

/** The account's delay has run out (instead of waiting for it). */
const delayRunsOut = (area: string, email: string) =>
  h.db.models.RateLimit.updateOne({ _id: `${area}:delay:${email}` }, { $set: { notBefore: new Date(0) } });

/**
 * `times` wrong passwords for `email` from `address`, each from a new browser. A patient attacker
 * waits out the account's delay before every try (cleared in the database here), so every try
 * that the (account, address) and address limits allow is really checked.
 */
async function attack(
  address: string,
  email: string,
  times: number,
  opts: { admin?: boolean; patient?: boolean } = {},
) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    if (opts.patient) await delayRunsOut(opts.admin ? 'admin-login' : 'login', email);
    statuses.push((await new Browser(address).login(email, 'rossz-jelszo', opts.admin)).status);
  }
  return statuses;
}

/** A 429 saying when to try again; the staff's also offers the e-mailed sign-in link. */
const expectSlowed = (res: { status: number; headers: Headers; body: unknown }, admin = false) => {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  const message = admin ? signInRetryMessage(retry) : signInRetryOrLinkMessage(retry);
  expect(res.body).toEqual({ ok: false, message, retryAfter: retry });
};

beforeEach(async () => {
  await h.db.models.RateLimit.deleteMany({});
});

describe('staff sign-in under attack', () => {
  it("given a stranger's 50 wrong passwords from another address and 50 from the owner's own, the owner's trusted browser still signs in", async () => {
    const owner = await trustedBrowser(OWNER_HOME, PEOPLE.tanar.email);
    const fromAfar = await attack(STRANGER, PEOPLE.tanar.email, 50, { patient: true });
    const fromHome = await attack(OWNER_HOME, PEOPLE.tanar.email, 50, { patient: true });
    // Even waiting out every delay, each address gets 10 tries (the per-(account, address) limit).
    expect(fromAfar.filter((st) => st === 401)).toHaveLength(10);
    expect(fromHome.filter((st) => st === 401)).toHaveLength(10);
    expect(fromAfar.at(-1)).toBe(429);
    expect(fromHome.at(-1)).toBe(429);

    const res = await owner.login(PEOPLE.tanar.email, PASSWORD);
    expect(res.status).toBe(200);
    expect((await owner.get('/api/auth/me')).body).toMatchObject({ user: { email: PEOPLE.tanar.email } });
  });

  it('the owner without the cookie is slowed; once the delay runs out, the per-(account, address) limit stops only the addresses that failed', async () => {
    await attack(STRANGER, PEOPLE.hr.email, 10, { patient: true });
    // Slowed at a third address too: the account's delay counts every failure without a device.
    expectSlowed(await new Browser(ELSEWHERE).login(PEOPLE.hr.email, PASSWORD));
    await delayRunsOut('login', PEOPLE.hr.email);
    // The stranger's address reached its (account, address) limit; the owner's did not.
    expectSlowed(await new Browser(STRANGER).login(PEOPLE.hr.email, PASSWORD));
    expect((await new Browser(ELSEWHERE).login(PEOPLE.hr.email, PASSWORD)).status).toBe(200);
  });

  it("a trusted device's own failures never delay other browsers, and after 3 in a row its cookie is no longer trusted", async () => {
    const owner = await trustedBrowser(OWNER_HOME, PEOPLE.igazgato.email);
    for (let i = 0; i < 3; i++) expect((await owner.login(PEOPLE.igazgato.email, 'rossz-jelszo')).status).toBe(401);
    expect((await new Browser(ELSEWHERE).login(PEOPLE.igazgato.email, PASSWORD)).status).toBe(200);

    // Distrusted, the device is judged like a browser without a cookie: slowed by the stranger.
    const again = await trustedBrowser(OWNER_HOME, PEOPLE.igazgato.email);
    await attack(STRANGER, PEOPLE.igazgato.email, 10, { patient: true });
    expect((await again.login(PEOPLE.igazgato.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await again.login(PEOPLE.igazgato.email, 'rossz-jelszo')).status).toBe(401);
    expectSlowed(await again.login(PEOPLE.igazgato.email, PASSWORD));
  });
});

describe('a staff room behind one NAT address', () => {
  it('given 20 failures with unknown e-mails from the address, a trusted device behind it signs in, and so does a browser without one', async () => {
    const colleague = await trustedBrowser(STAFF_ROOM, PEOPLE.igazgatohelyettes.email);
    for (let i = 0; i < 20; i++) {
      const res = await new Browser(STAFF_ROOM).login(`nincs-ilyen-${i}@teszt.hu`, 'rossz-jelszo');
      expect(res.status).toBe(401);
    }
    expect((await colleague.login(PEOPLE.igazgatohelyettes.email, PASSWORD)).status).toBe(200);
    expect((await new Browser(STAFF_ROOM).login(PEOPLE.ketszerepu.email, PASSWORD)).status).toBe(200);
  });
});

describe('admin sign-in under attack', () => {
  it("given a stranger's wrong passwords from another address and from the admin's own, the admin's trusted browser still signs in; without the cookie it is slowed", async () => {
    const admin = await trustedBrowser(OWNER_HOME, ADMIN.email, true);
    await attack(STRANGER, ADMIN.email, 25, { admin: true, patient: true });
    await attack(OWNER_HOME, ADMIN.email, 25, { admin: true });
    expect((await admin.login(ADMIN.email, PASSWORD, true)).status).toBe(200);
    expect((await admin.get('/api/admin/auth/me')).body).toMatchObject({ user: { email: ADMIN.email } });
    expectSlowed(await new Browser(ELSEWHERE).login(ADMIN.email, PASSWORD, true), true);
    // The staff sign-in of the same address is counted apart.
    expect((await new Browser(OWNER_HOME).login(PEOPLE.tanar.email, PASSWORD)).status).toBe(200);
  });
});

describe('device cookies that are not trusted', () => {
  const mac = (key: string, area: string, email: string, nonce: string) =>
    createHmac('sha256', key).update(`device-cookie\n${area}\n${email}\n${nonce}`).digest('base64url');

  /** A browser at ELSEWHERE with the given device cookie, trying the right password while the account is slowed. */
  async function triesWith(cookie: string, value: string, email: string, admin = false) {
    const b = new Browser(ELSEWHERE);
    b.cookies.set(cookie, value);
    return b.login(email, PASSWORD, admin);
  }

  it("another account's cookie, a forged one, one signed with another key and the other area's are all ignored", async () => {
    const other = await trustedBrowser(OWNER_HOME, PEOPLE.ketszerepu.email);
    const otherCookie = other.cookies.get('tavollet.device')!;
    const admin = await trustedBrowser(OWNER_HOME, ADMIN.email, true);
    await attack(STRANGER, PEOPLE.tanar.email, 10, { patient: true });
    await attack(STRANGER, ADMIN.email, 10, { admin: true, patient: true });

    const nonce = randomBytes(16).toString('base64url');
    const foreignKey = mac(randomBytes(32).toString('base64url'), 'login', PEOPLE.tanar.email, nonce);
    expectSlowed(await triesWith('tavollet.device', otherCookie, PEOPLE.tanar.email));
    expectSlowed(await triesWith('tavollet.device', `${nonce}.${'A'.repeat(43)}`, PEOPLE.tanar.email));
    expectSlowed(await triesWith('tavollet.device', `${nonce}.${foreignKey}`, PEOPLE.tanar.email));
    expectSlowed(await triesWith('tavollet.device', 'nem~cookie..~', PEOPLE.tanar.email));
    // The admin's own device entry, moved into the other area's cookie, is not trusted there.
    expectSlowed(
      await triesWith('tavollet.admin-device', admin.cookies.get('tavollet.admin-device')!, PEOPLE.tanar.email),
    );
    expectSlowed(
      await triesWith('tavollet.device', admin.cookies.get('tavollet.admin-device')!, ADMIN.email, true),
      true,
    );
    // The genuine cookie still works where it belongs.
    expect((await admin.login(ADMIN.email, PASSWORD, true)).status).toBe(200);
  });

  it('one browser remembers several accounts; each entry trusts only its own account', async () => {
    const shared = await trustedBrowser(STAFF_ROOM, PEOPLE.tanar.email);
    expect((await shared.login(PEOPLE.hr.email, PASSWORD)).status).toBe(200);
    await attack(STRANGER, PEOPLE.tanar.email, 10, { patient: true });
    await attack(STRANGER, PEOPLE.hr.email, 10, { patient: true });
    expect((await shared.login(PEOPLE.tanar.email, PASSWORD)).status).toBe(200);
    expect((await shared.login(PEOPLE.hr.email, PASSWORD)).status).toBe(200);
    expect(shared.cookies.get('tavollet.device')!.split('~')).toHaveLength(2);
  });
});
