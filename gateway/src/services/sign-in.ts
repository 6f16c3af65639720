// The rate-limited password check shared by the staff and the admin sign-in (staff-area.md §7,
// admin-area.md §7; issue "Gateway core" §4). Each area keeps its own collection, buckets,
// audit actions and session.
import type { Context } from 'koa';
import type { Types } from 'mongoose';
import { AUTH_MESSAGES as M, type LoginBody } from '@tavollet/contract/api/auth';
import { verifyPassword } from '../auth/passwords.ts';
import { accountKey } from '../auth/rate-limit.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { clientIp } from '../http/context.ts';
import { audit } from './audit.ts';
import type { Services } from './deps.ts';

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
 * address signs in many people each morning). Answers the account and the client address.
 */
export async function checkPassword<A extends Account>(
  s: Services,
  ctx: Context,
  body: LoginBody,
  area: SignInArea<A>,
): Promise<{ account: A; ip: string }> {
  const ip = clientIp(ctx);
  const email = accountKey(body.email);
  const account = { key: `${area.buckets}:account:${email}`, rule: s.limits.loginAccount };
  const address = { key: `${area.buckets}:ip:${ip}`, rule: s.limits.loginIp };
  await s.limiter.take([account, address]);
  const found = await area.find(email);
  const ok = await verifyPassword(found?.passwordHash, body.password);
  if (!found || !ok) {
    await audit(s, { actorKind: 'anonymous', action: area.failedAction, target: email, ip });
    throw new HttpError(401, M.wrongCredentials);
  }
  // Only the right password reveals that an account is blocked.
  if (found.blocked) throw forbidden(M.blocked);
  await s.limiter.reset([account.key]);
  await s.limiter.refund([address]);
  return { account: found, ip };
}
