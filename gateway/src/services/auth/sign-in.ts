// The limited password check shared by the staff and the admin sign-in (staff-area.md §7,
// admin-area.md §7 "Authentication"; docs/architecture.md "Sessions and sign-in"). Each area keeps its
// own collection, buckets, device cookie, audit actions and session; reading and writing the
// cookies and starting the session is the HTTP layer's part.
//
// An attempt from a trusted device (a valid device cookie for the account it names) is judged
// only by that device's own failures. Any other attempt is limited per (account, address) and
// per address, and delayed exponentially after failures on the account without a trusted device.
// Every counter is in MongoDB (auth/rate-limit.ts), so every instance counts together.
import type { Types } from 'mongoose';
import { AUTH_MESSAGES as M, signInRetryMessage } from '@tavollet/contract/api/auth';
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
  find(email: string): Promise<A | null>;
}

/** A 429 of the sign-in: says when to try again (the generic text says only "later"). */
class SignInLimited extends TooManyAttempts {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = signInRetryMessage(retryAfterSeconds);
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

/** Counts the attempt of a trusted device; false when that device failed too often (no longer trusted). */
async function takeTrusted(s: Limits, bucket: Bucket): Promise<boolean> {
  try {
    await s.limiter.take([bucket]);
    return true;
  } catch (err) {
    if (err instanceof TooManyAttempts) return false;
    throw err;
  }
}

/** Refuses an attempt without a trusted device while the account's delay runs or a limit is reached. */
async function takeUntrusted(s: Limits, b: ReturnType<typeof bucketsOf>): Promise<void> {
  const wait = await s.limiter.waitOf(b.delay);
  if (wait > 0) throw new SignInLimited(Math.ceil(wait / 1000));
  try {
    await s.limiter.take([b.accountIp, b.address]);
  } catch (err) {
    if (err instanceof TooManyAttempts) throw new SignInLimited(err.retryAfterSeconds);
    throw err;
  }
}

/**
 * Counts the attempt (before the slow password check, so parallel attempts cannot all pass),
 * checks the password (spending the time of one check for an unknown e-mail too), refuses a
 * blocked account, and on success clears the failures of this device or this (account,
 * address) and gives the address its attempt back (a staff room behind one NAT address signs in
 * many people each morning). Answers the account.
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
  const trusted = device !== null && (await takeTrusted(s, device));
  if (!trusted) await takeUntrusted(s, b);
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
