// POST /api/admin/updateusers (admin-area.md §4 "User", §7 "Users"): only the fields sent change.
// A role change acts at the person's next request, as the guard loads them on every one
// (docs/architecture.md "Sessions and sign-in"). A changed e-mail voids the person's open
// invitation and reset links (they went to the old address); someone who never set a password
// gets a new invitation at the new address.
import { ADMIN_USER_MESSAGES as M, type AdminUser, type UpdateUserInput } from '@tavollet/contract/api/admin-users';
import { inTransaction } from '../../../db/transaction.ts';
import { audit, changes } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { NotFound } from '../../../domain/errors.ts';
import { withUsernameKey } from '../../../models/user.ts';
import {
  STORED_USER_FIELDS,
  assertNoConflict,
  conflictsOf,
  duplicateAsConflict,
  storedRoles,
  toAdminUser,
  type StoredUser,
} from './user-fields.ts';
import { queueInvitations } from './invitations.ts';

export async function updateUser(s: Services, actor: AdminActor, input: UpdateUserInput): Promise<AdminUser> {
  const { user_id, szerepkorok, ...fields } = input;
  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) set[k] = v;
  if (szerepkorok) set.szerepkorok = storedRoles(szerepkorok);
  const updated = await inTransaction(s.models, async (session) => {
    const shown = Object.fromEntries(Object.keys(set).map((k) => [k, 1]));
    const user = await s.models.User.findOne({ user_id, deletedAt: null }, { ...shown, _id: 1, email: 1 })
      .session(session)
      .lean();
    if (!user) throw new NotFound(M.notFound);
    const newEmail = input.email !== undefined && input.email !== user.email;
    if (newEmail) await s.models.AuthToken.deleteMany({ user: user._id }, { session });
    const unique = {
      email: input.email,
      felhasznalonev: input.felhasznalonev,
      oktatasi_azonosito: input.oktatasi_azonosito,
    };
    assertNoConflict(await conflictsOf(s.models, unique, user._id, session));
    const doc = await s.models.User.findOneAndUpdate(
      { _id: user._id },
      { $set: withUsernameKey(set) },
      { returnDocument: 'after', projection: { ...STORED_USER_FIELDS, passwordHash: 1 }, session },
    ).lean<StoredUser & { passwordHash?: string | null }>();
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.user_updated',
        target: String(user_id),
        details: changes(user, set),
      },
      session,
    );
    return { doc: doc!, newEmail };
  }).catch(duplicateAsConflict);
  if (updated.newEmail && !updated.doc.passwordHash) {
    const { doc } = updated;
    await queueInvitations(s, [{ _id: doc._id, email: doc.email, nev: doc.nev }]).catch((err: unknown) =>
      s.log.error({ err, user_id }, 'invitation to the new address could not be queued'),
    );
  }
  return toAdminUser(updated.doc);
}
