// POST /api/admin/resetpassword { user_id } (admin-area.md §2 "Jelszó helyreállítás", §7 "Users"):
// queues the reset mail with a one-hour set-password link. A blocked person's link would be
// refused, so none is sent.
import { ADMIN_USER_MESSAGES as M } from '@tavollet/contract/api/admin-users';
import { sendResetMail } from '../../auth/staff-auth.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { Conflict, NotFound } from '../../../domain/errors.ts';

export async function resetUserPassword(s: Services, actor: AdminActor, userId: number): Promise<string> {
  const user = await s.models.User.findOne({ user_id: userId, deletedAt: null });
  if (!user) throw new NotFound(M.notFound);
  if (user.blocked) throw new Conflict(M.resetBlocked);
  await sendResetMail(s, user, s.linkBase);
  await audit(s, { ...auditBy(actor), action: 'admin.user_password_reset', target: String(userId) });
  return M.resetSent(user.email);
}
