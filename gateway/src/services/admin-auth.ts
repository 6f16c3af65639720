// Admin sign-in (admin-area.md §1, §7): its own collection, cookie and session; the same
// rate limits as the staff sign-in, counted in separate buckets.
import type { Context } from 'koa';
import { AUTH_MESSAGES as M, type LoginBody } from '@tavollet/contract/api/auth';
import { verifyPassword } from '../auth/passwords.ts';
import { accountKey } from '../auth/rate-limit.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { clientIp } from '../http/context.ts';
import { audit } from './audit.ts';
import type { Services } from './deps.ts';

export async function adminLogin(s: Services, ctx: Context, body: LoginBody): Promise<{ nev: string; email: string }> {
  const ip = clientIp(ctx);
  const email = accountKey(body.email);
  const buckets = [
    { key: `admin-login:account:${email}`, rule: s.limits.loginAccount },
    { key: `admin-login:ip:${ip}`, rule: s.limits.loginIp },
  ];
  await s.limiter.take(buckets);
  const admin = await s.models.Admin.findOne({ email });
  if (!admin || !(await verifyPassword(admin.passwordHash, body.password))) {
    await audit(s, { actorKind: 'anonymous', action: 'admin.login_failed', target: email, ip });
    throw new HttpError(401, M.wrongCredentials);
  }
  if (admin.blocked) throw forbidden(M.blocked);
  await s.limiter.reset([buckets[0]!.key]);
  await s.limiter.refund([buckets[1]!]);
  await s.adminSessions.start(ctx, admin._id);
  await audit(s, { actorKind: 'admin', actor: admin._id, action: 'admin.login', ip });
  return { nev: admin.nev, email: admin.email };
}
