// POST /api/admin/createusers (admin-area.md §5 "Create user", §7 "Users"): a new staff member
// without a password; the invitation mail (72-hour set-password link) is queued after the commit
// (docs/architecture.md "Transactions and concurrency": no mail inside a transaction).
import { ADMIN_USER_MESSAGES as M, type AdminUser, type CreateUserInput } from '@tavollet/contract/api/admin-users';
import { inTransaction } from '../../../db/transaction.ts';
import { nextId } from '../../../db/counters.ts';
import { sendInviteMail } from '../../auth/staff-auth.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { assertNoConflict, conflictsOf, duplicateAsConflict, storedRoles, toAdminUser } from './user-fields.ts';

export interface Created {
  user: AdminUser;
  message: string;
}

export async function createUser(s: Services, actor: AdminActor, input: CreateUserInput): Promise<Created> {
  assertNoConflict(await conflictsOf(s.models, input, null));
  // Outside the transaction, like submit's kerelem_id: a refused create may leave a gap, never a duplicate.
  const user_id = await nextId(s.models, 'user_id');
  const user = await inTransaction(s.models, async (session) => {
    assertNoConflict(await conflictsOf(s.models, input, null, session));
    const [doc] = await s.models.User.create(
      [
        {
          user_id,
          nev: input.nev,
          email: input.email,
          felhasznalonev: input.felhasznalonev,
          oktatasi_azonosito: input.oktatasi_azonosito,
          szerepkorok: storedRoles(input.szerepkorok),
          blocked: false,
        },
      ],
      { session },
    );
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.user_created',
        target: String(user_id),
        details: { utana: { nev: input.nev, email: input.email, felhasznalonev: input.felhasznalonev } },
      },
      session,
    );
    return doc!;
  }).catch(duplicateAsConflict);
  try {
    await sendInviteMail(s, user, s.linkBase);
    return { user: toAdminUser(user), message: M.created(user.email) };
  } catch (err) {
    s.log.error({ err, user_id }, 'invitation mail could not be queued');
    return { user: toAdminUser(user), message: M.createdNoMail(user.email) };
  }
}
