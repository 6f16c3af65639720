// The first admin of a real install (MONGODB_URI, no demo school): created at start from
// INITIAL_ADMIN_EMAIL / INITIAL_ADMIN_PASSWORD when no admin exists yet. Admins manage everyone
// else from the admin screens.
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import { hashPassword } from '../auth/passwords.ts';

export async function ensureInitialAdmin(
  models: Models,
  log: Logger,
  admin: { email: string; password: string } | undefined,
) {
  if (!admin || (await models.Admin.exists({}))) return false;
  try {
    await models.Admin.create({
      nev: 'Rendszergazda',
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
    });
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return false; // another instance was first
    throw err;
  }
  log.info({ email: admin.email }, 'initial admin created');
  return true;
}
