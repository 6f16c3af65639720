// Admin sign-in (admin-area.md §1, §7 "Authentication"): its own collection, cookie and
// session; the staff sign-in's rate limits, counted in separate buckets, except that an address
// guessing here is refused outright (an admin has no e-mailed sign-in link and few colleagues
// behind the same address).
import type { HydratedDocument } from 'mongoose';
import { signInRetryMessage } from '@tavollet/contract/api/auth';
import type { AdminFields } from '../../models/admin.ts';
import { audit } from '../audit.ts';
import type { Services } from '../deps.ts';
import { checkPassword, type Credentials } from './sign-in.ts';

/** The admin whose e-mail and password these are; the caller starts the admin session. */
export async function adminLogin(s: Services, credentials: Credentials): Promise<HydratedDocument<AdminFields>> {
  const admin = await checkPassword(s, credentials, {
    buckets: 'admin-login',
    failedAction: 'admin.login_failed',
    guessingAddress: 'refused',
    retryMessage: signInRetryMessage,
    find: (email) => s.models.Admin.findOne({ email }).exec(),
  });
  await audit(s, { actorKind: 'admin', actor: admin._id, action: 'admin.login', ip: credentials.ip });
  return admin;
}
