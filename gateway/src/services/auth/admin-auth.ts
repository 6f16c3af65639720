// Admin sign-in (admin-area.md §1, §7 "Authentication"): its own collection, cookie and
// session; the same rate limits as the staff sign-in, counted in separate buckets.
import type { HydratedDocument } from 'mongoose';
import type { AdminFields } from '../../models/admin.ts';
import { audit } from '../audit.ts';
import type { Services } from '../deps.ts';
import { checkPassword, type Credentials } from './sign-in.ts';

/** The admin whose e-mail and password these are; the caller starts the admin session. */
export async function adminLogin(s: Services, credentials: Credentials): Promise<HydratedDocument<AdminFields>> {
  const admin = await checkPassword(s, credentials, {
    buckets: 'admin-login',
    failedAction: 'admin.login_failed',
    find: (email) => s.models.Admin.findOne({ email }).exec(),
  });
  await audit(s, { actorKind: 'admin', actor: admin._id, action: 'admin.login', ip: credentials.ip });
  return admin;
}
