// POST /api/admin/blockusers { user_id, blocked } (admin-area.md §4 "User", §7 "Users"). `blocked`
// is the state the admin saw, so the call asks for the other one: blocked true unblocks, false
// blocks. Asking twice is harmless: the user simply stays in the asked state.
// A blocked person's running session is refused at its next request with the blocked text (the
// guard reads the person with the session, http/guard.ts) and ends there; removing the sessions
// here would turn that answer into a plain "not signed in".
import { ADMIN_USER_MESSAGES as M } from '@tavollet/contract/api/admin-users';
import { inTransaction } from '../../../db/transaction.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { NotFound } from '../../../domain/errors.ts';

export async function blockUser(
  s: Services,
  actor: AdminActor,
  input: { user_id: number; blocked: boolean },
): Promise<{ blocked: boolean; message: string }> {
  const blocked = !input.blocked;
  await inTransaction(s.models, async (session) => {
    const doc = await s.models.User.findOneAndUpdate(
      { user_id: input.user_id, deletedAt: null },
      { $set: { blocked } },
      { returnDocument: 'before', projection: { _id: 1, blocked: 1 }, session },
    ).lean();
    if (!doc) throw new NotFound(M.notFound);
    await audit(
      s,
      {
        ...auditBy(actor),
        action: blocked ? 'admin.user_blocked' : 'admin.user_unblocked',
        target: String(input.user_id),
        details: changes({ blocked: doc.blocked === true }, { blocked }),
      },
      session,
    );
  });
  return { blocked, message: blocked ? M.blocked : M.unblocked };
}
