// Admin sign-in (admin-area.md §1, §7): its own collection, cookie and session; the same
// rate limits as the staff sign-in, counted in separate buckets.
import type { Context } from 'koa';
import type { LoginBody } from '@tavollet/contract/api/auth';
import { audit } from './audit.ts';
import type { Services } from './deps.ts';
import { checkPassword } from './sign-in.ts';

export async function adminLogin(s: Services, ctx: Context, body: LoginBody): Promise<{ nev: string; email: string }> {
  const { account: admin, ip } = await checkPassword(s, ctx, body, {
    buckets: 'admin-login',
    failedAction: 'admin.login_failed',
    find: (email) => s.models.Admin.findOne({ email }).exec(),
  });
  await s.adminSessions.start(ctx, admin._id);
  await audit(s, { actorKind: 'admin', actor: admin._id, action: 'admin.login', ip });
  return { nev: admin.nev, email: admin.email };
}
