// A school behind one address is never locked out: failures from one address, whatever e-mails they
// name, never refuse a staff member's right password for an account nobody is guessing; guessing
// from that address is still slowed (one try per account per window there). The admin sign-in keeps
// refusing a guessing address. Default limits; addresses come from X-Forwarded-For behind a trusted
// proxy.
import { beforeEach, describe, expect, it } from 'vitest';
import { signInRetryMessage, signInRetryOrLinkMessage } from '@tavollet/contract/api/auth';
import { hashPassword } from '../../src/auth/passwords.ts';
import { nextId } from '../../src/db/counters.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/auth/rate-limit.ts';
import { ClientAt } from '../support/client.ts';
import { ADMIN, PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople({ env: { TRUST_PROXY: '127.0.0.1' } });

const STAFF_ROOM = '192.0.2.1';
const ELSEWHERE = '198.51.100.99';
const ADDRESS_LIMIT = DEFAULT_RATE_LIMITS.loginIp.max;

/** A new browser (no device cookie) at `address` signing in. */
const signIn = (address: string, email: string, password: string, admin = false) =>
  new ClientAt(h.gw.url, address).login(email, password, admin);

/** `ADDRESS_LIMIT` failures from `address`, each for another unknown e-mail (a pupil trying names). */
async function failuresWithUnknownEmails(address: string, admin = false) {
  for (let i = 0; i < ADDRESS_LIMIT; i++) {
    const res = await signIn(address, `nincs-ilyen-${i}@teszt.hu`, 'rossz-jelszo', admin);
    expect(res.status).toBe(401);
  }
}

const expectLimited = (res: { status: number; headers: Headers; body: unknown }, message: (s: number) => string) => {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(res.body).toEqual({ ok: false, message: message(retry), retryAfter: retry });
};

beforeEach(async () => {
  await h.db.models.RateLimit.deleteMany({});
});

describe('a staff room behind one address', () => {
  it('given 20 failures for 20 different e-mails from the address, 30 teachers then sign in there without device cookies at once: all get in', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const teachers = Array.from({ length: 30 }, (_, i) => `tanar${i}@teszt.hu`);
    for (const [i, email] of teachers.entries()) {
      await h.db.models.User.create({
        user_id: await nextId(h.db.models, 'user_id'),
        nev: `Tanár ${i}`,
        email,
        felhasznalonev: `tanar${i}`,
        oktatasi_azonosito: String(71000000000 + i),
        szerepkorok: ['tanar'],
        passwordHash,
      });
    }
    await failuresWithUnknownEmails(STAFF_ROOM);

    const answers = await Promise.all(teachers.map((email) => signIn(STAFF_ROOM, email, PASSWORD)));
    expect(answers.map((a) => a.status)).toEqual(teachers.map(() => 200));
    expect(answers.map((a) => (a.body as { user: { email: string } }).user.email)).toEqual(teachers);
  });

  it('guessing from the address is slowed: each account gets one try there per window, the right password included; accounts not tried there and other addresses are unaffected', async () => {
    await failuresWithUnknownEmails(STAFF_ROOM);
    // One guess at the teacher's account is checked...
    expect((await signIn(STAFF_ROOM, PEOPLE.tanar.email, 'rossz-jelszo')).status).toBe(401);
    // ...the next from there is refused before any check, whatever the password.
    expectLimited(await signIn(STAFF_ROOM, PEOPLE.tanar.email, 'masik-rossz-jelszo'), signInRetryOrLinkMessage);
    expectLimited(await signIn(STAFF_ROOM, PEOPLE.tanar.email, PASSWORD), signInRetryOrLinkMessage);
    // The same account from another address, and another account from the staff room, get in.
    expect((await signIn(ELSEWHERE, PEOPLE.tanar.email, PASSWORD)).status).toBe(200);
    expect((await signIn(STAFF_ROOM, PEOPLE.hr.email, PASSWORD)).status).toBe(200);
  });

  it('below the address limit an account still gets its usual tries from the address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signIn(STAFF_ROOM, PEOPLE.igazgato.email, 'rossz-jelszo')).status).toBe(401);
    }
    expect((await signIn(STAFF_ROOM, PEOPLE.igazgato.email, PASSWORD)).status).toBe(200);
  });
});

describe('the admin sign-in', () => {
  it('refuses every attempt from an address beyond its failure limit, the right password included; other addresses get in', async () => {
    await failuresWithUnknownEmails(STAFF_ROOM, true);
    expectLimited(await signIn(STAFF_ROOM, ADMIN.email, PASSWORD, true), signInRetryMessage);
    expect((await signIn(ELSEWHERE, ADMIN.email, PASSWORD, true)).status).toBe(200);
    // The staff sign-in of that address counts apart.
    expect((await signIn(STAFF_ROOM, PEOPLE.igazgatohelyettes.email, PASSWORD)).status).toBe(200);
  });
});
