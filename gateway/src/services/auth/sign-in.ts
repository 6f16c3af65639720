// The limited password check shared by the staff and the admin sign-in (staff-area.md §7,
// admin-area.md §7 "Authentication"; docs/architecture.md "Sessions and sign-in";
// docs/decisions/0557-sign-in-throttling.md). Each area keeps its own collection, buckets, device
// cookie, audit actions and session; reading and writing the cookies and starting the session is
// the HTTP layer's part.
//
// An attempt from a trusted device (a valid device cookie for the account it names) is judged
// only by that device's own failures. Any other attempt is delayed exponentially after failures
// on the account (the account is under attack: new devices wait, the staff can ask for an
// e-mailed sign-in link) and limited per (account, address). The per-address count never refuses
// a staff member's right password: beyond it the address is guessing, and each account gets one
// try from there per window. Every counter is in MongoDB (auth/rate-limit.ts), so every instance
// counts together.
import type { Types } from 'mongoose';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import { verifyPassword } from '../../auth/passwords.ts';
import { accountKey, type Bucket } from '../../auth/rate-limit.ts';
import type { DeviceArea } from '../../auth/device-cookies.ts';
import { audit } from '../audit.ts';
import type { Services } from '../deps.ts';
import { Forbidden, TooManyAttempts, Unauthenticated } from '../../domain/errors.ts';

/** What a sign-in form sends, plus the client address and the device the limits count by. */
export interface Credentials {
  email: string;
  password: string;
  ip: string;
  /** The nonce of this browser's valid device cookie for this e-mail (auth/device-cookies.ts), if any. */
  device?: string | null;
}

interface Account {
  _id: Types.ObjectId;
  passwordHash?: string | null | undefined;
  blocked?: boolean | null | undefined;
}

export interface SignInArea<A extends Account> {
  /** Prefix of the rate-limit buckets and the device cookie's area (`login`, `admin-login`). */
  buckets: DeviceArea;
  /** Audit action of a wrong e-mail or password. */
  failedAction: string;
  /**
   * What an address beyond its failure limit (`loginIp`) may still do without a trusted device:
   * one try per account per `loginAccountIp` window (a staff room behind one address signs in
   * every morning), or nothing until the window ends.
   */
  guessingAddress: 'one-try-per-account' | 'refused';
  /** The 429 text for a wait of this many seconds. */
  retryMessage(retryAfterSeconds: number): string;
  find(email: string): Promise<A | null>;
}

/** A 429 of the sign-in: says when to try again (the generic text says only "later"). */
class SignInLimited extends TooManyAttempts {
  constructor(retryAfterSeconds: number, message: (seconds: number) => string) {
    super(retryAfterSeconds);
    this.message = message(retryAfterSeconds);
  }
}

type Limits = Pick<Services, 'limiter' | 'limits'>;

/** The buckets of an attempt: the device's own, or those of an attempt without one. */
function bucketsOf(s: Limits, area: DeviceArea, email: string, ip: string) {
  return {
    device: (nonce: string): Bucket => ({ key: `${area}:device:${nonce}`, rule: s.limits.loginDevice }),
    accountIp: { key: `${area}:account-ip:${email}|${ip}`, rule: s.limits.loginAccountIp },
    address: { key: `${area}:ip:${ip}`, rule: s.limits.loginIp },
    delay: `${area}:delay:${email}`,
  };
}

/**
 * Refuses an attempt without a trusted device while the account's delay runs, or when its
 * (account, address) limit is reached: the usual one, or one try when the address is guessing.
 */
async function takeUntrusted(s: Limits, b: ReturnType<typeof bucketsOf>, area: SignInArea<Account>): Promise<void> {
  const wait = await s.limiter.waitOf(b.delay);
  if (wait > 0) throw new SignInLimited(Math.ceil(wait / 1000), area.retryMessage);
  const address = await s.limiter.add(b.address);
  const guessing = address.count > b.address.rule.max;
  try {
    if (guessing && area.guessingAddress === 'refused') throw new TooManyAttempts(address.retryAfterSeconds);
    await s.limiter.take([guessing ? { ...b.accountIp, rule: { ...b.accountIp.rule, max: 1 } } : b.accountIp]);
  } catch (err) {
    if (!(err instanceof TooManyAttempts)) throw err;
    // A refused attempt was never tried: it is no failure of the address.
    await s.limiter.refund([b.address]);
    throw new SignInLimited(err.retryAfterSeconds, area.retryMessage);
  }
}

/**
 * Counts the attempt (before the slow password check, so parallel attempts cannot all pass),
 * checks the password (spending the time of one check for an unknown e-mail too), refuses a
 * blocked account, and on success clears the failures of this device or this (account,
 * address) and the account's delay, and gives the address its attempt back (only failures count
 * there). Answers the account.
 */
export async function checkPassword<A extends Account>(
  s: Pick<Services, 'models' | 'log' | 'limiter' | 'limits'>,
  credentials: Credentials,
  area: SignInArea<A>,
): Promise<A> {
  const { ip } = credentials;
  const email = accountKey(credentials.email);
  const b = bucketsOf(s, area.buckets, email, ip);
  const device = credentials.device ? b.device(credentials.device) : null;
  // A device that failed too often is no longer trusted.
  const trusted = device !== null && (await s.limiter.tryTake([device]));
  if (!trusted) await takeUntrusted(s, b, area);
  const found = await area.find(email);
  const ok = await verifyPassword(found?.passwordHash, credentials.password);
  if (!found || !ok) {
    // A trusted device's failure is already counted in its own bucket; it never delays others.
    if (!trusted) await s.limiter.failed(b.delay, s.limits.loginDelay);
    await audit(s, {
      actorKind: 'anonymous',
      action: area.failedAction,
      target: email,
      ip,
      details: { trustedDevice: trusted },
    });
    throw new Unauthenticated(M.wrongCredentials);
  }
  // Only the right password reveals that an account is blocked.
  if (found.blocked) throw new Forbidden(M.blocked);
  if (trusted) await s.limiter.reset([device.key]);
  else {
    await s.limiter.reset([b.accountIp.key, b.delay]);
    await s.limiter.refund([b.address]);
  }
  return found;
}
