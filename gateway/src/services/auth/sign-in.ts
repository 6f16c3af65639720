// The rate-limited password check shared by the staff and the admin sign-in (staff-area.md §7,
// admin-area.md §7 "Authentication"; docs/architecture.md "Sessions and sign-in"). Each area
// keeps its own collection, buckets, audit actions and session; starting the session is the
// HTTP layer's part.
import type { Types } from 'mongoose';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import { verifyPassword } from '../../auth/passwords.ts';
import { accountKey } from '../../auth/rate-limit.ts';
import { audit } from '../audit.ts';
import type { Services } from '../deps.ts';
import { Forbidden, Unauthenticated } from '../errors.ts';

/** What a sign-in form sends, plus the client address the limits count by. */
export interface Credentials {
  email: string;
  password: string;
  ip: string;
}

interface Account {
  _id: Types.ObjectId;
  passwordHash?: string | null | undefined;
  blocked?: boolean | null | undefined;
}

export interface SignInArea<A extends Account> {
  /** Prefix of the rate-limit buckets (`login`, `admin-login`). */
  buckets: string;
  /** Audit action of a wrong e-mail or password. */
  failedAction: string;
  find(email: string): Promise<A | null>;
}

/**
 * Counts the attempt per account and per address, checks the password (spending the time of one
 * check for an unknown e-mail too), refuses a blocked account, and on success clears the
 * account's failures and gives the address its attempt back (a staff room behind one NAT
 * address signs in many people each morning). Answers the account.
 */
export async function checkPassword<A extends Account>(
  s: Pick<Services, 'models' | 'log' | 'limiter' | 'limits'>,
  credentials: Credentials,
  area: SignInArea<A>,
): Promise<A> {
  const { ip } = credentials;
  const email = accountKey(credentials.email);
  const account = { key: `${area.buckets}:account:${email}`, rule: s.limits.loginAccount };
  const address = { key: `${area.buckets}:ip:${ip}`, rule: s.limits.loginIp };
  await s.limiter.take([account, address]);
  const found = await area.find(email);
  const ok = await verifyPassword(found?.passwordHash, credentials.password);
  if (!found || !ok) {
    await audit(s, { actorKind: 'anonymous', action: area.failedAction, target: email, ip });
    throw new Unauthenticated(M.wrongCredentials);
  }
  // Only the right password reveals that an account is blocked.
  if (found.blocked) throw new Forbidden(M.blocked);
  await s.limiter.reset([account.key]);
  await s.limiter.refund([address]);
  return found;
}
