// DELETE /api/admin/deleteusers { user_id } (admin-area.md §4 "User", §7 "Users"). A person's leave
// history is never deleted (docs/architecture.md "Data model", "Other rules"): someone with any
// request (their own, created or decided by them) or quota stays as a hidden, blocked document that
// keeps their name and OM id for HR and the leaders, with the e-mail, username and password gone;
// someone without history is removed (docs/decisions/0414-deleting-a-user-keeps-history.md).
// Either way their links stop working and their sessions end.
import type { ClientSession, Types } from 'mongoose';
import { ADMIN_USER_MESSAGES as M } from '@tavollet/contract/api/admin-users';
import type { Models } from '../../../db/models.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { claimPerson } from '../../leave/person-serial.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { NotFound } from '../../../domain/errors.ts';
import { withUsernameKey } from '../../../models/user.ts';

/** The placeholders of a kept person: never a working address, never a name anyone types. */
const deletedEmail = (userId: number) => `torolt-${userId}@torolt.invalid`;
const deletedUsername = (userId: number) => `torolt-${userId}`;

async function hasHistory(models: Models, id: Types.ObjectId, session: ClientSession): Promise<boolean> {
  const request = await models.LeaveRequest.exists({
    $or: [{ user: id }, { dontest_hozta: id }, { 'letrehozo.id': id }, { 'history.by': id }],
  }).session(session);
  if (request) return true;
  return Boolean(await models.Quota.exists({ user: id }).session(session));
}

export async function deleteUser(
  s: Services,
  actor: AdminActor,
  userId: number,
): Promise<{ kept: boolean; message: string }> {
  const { id, kept } = await inTransaction(s.models, async (session) => {
    const user = await s.models.User.findOne({ user_id: userId, deletedAt: null }).session(session).lean();
    if (!user) throw new NotFound(M.notFound);
    // A submit for this person writes the same serial: it cannot slip a first request in between
    // the history check and a removal (docs/architecture.md "Transactions and concurrency").
    await claimPerson(s.models, user._id, session);
    const keep = await hasHistory(s.models, user._id, session);
    if (keep) {
      await s.models.User.updateOne(
        { _id: user._id },
        {
          $set: withUsernameKey({
            deletedAt: new Date(),
            blocked: true,
            email: deletedEmail(userId),
            felhasznalonev: deletedUsername(userId),
            passwordHash: null,
          }),
        },
        { session },
      );
    } else {
      await s.models.User.deleteOne({ _id: user._id }, { session });
      await s.models.RequestSerial.deleteOne({ _id: user._id }, { session });
    }
    await s.models.AuthToken.deleteMany({ user: user._id }, { session });
    await audit(
      s,
      {
        ...auditBy(actor),
        action: keep ? 'admin.user_deleted_kept' : 'admin.user_deleted',
        target: String(userId),
        details: {
          nev: user.nev,
          email: user.email,
          felhasznalonev: user.felhasznalonev,
          oktatasi_azonosito: user.oktatasi_azonosito ?? null,
        },
      },
      session,
    );
    return { id: user._id, kept: keep };
  });
  await s.staffSessions.endAllOf(id);
  return { kept, message: kept ? M.deletedKept : M.deleted };
}
