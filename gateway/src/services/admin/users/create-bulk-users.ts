// POST /api/admin/createbulkusers { overwrite, userList } (admin-area.md §5 "User CSV", §7 "Users").
// The rows are checked again here with the browser's own rules
// (`checkUserRows`), then planned against every stored user and written in ONE transaction with
// its audit entry: a bad row, a duplicate inside the file or against the database, or a failure
// midway leaves the database as it was. After the commit every new person's invitation is queued
// (a person the overwrite blocked is refused at their session's next request, like any block,
// admin/users/block.ts). An overwrite that changes someone's
// e-mail voids their open links; if they never set a password they are invited again at the new
// address. The preview (previewbulkusers) runs the same check and plan and writes nothing.
import type { ClientSession } from 'mongoose';
import { ADMIN_USER_MESSAGES as M, toAdminRole, type BlockedKeyPerson } from '@tavollet/contract/api/admin-users';
import { USER_CSV_MESSAGES, checkUserRows, type UserCsvRow } from '@tavollet/contract/domain/user-csv';
import type { Role } from '@tavollet/contract/codes';
import { listErrors } from '@tavollet/contract/domain/csv-read';
import { inTransaction } from '../../../db/transaction.ts';
import { reserveIds } from '../../../db/counters.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { recordEvent } from '../../../monitoring/events.ts';
import { ImportRefused } from './import-refused.ts';
import { planImport, type ExistingUser, type ImportPlan } from './import-plan.ts';
import { STORED_USER_FIELDS } from './user-fields.ts';
import { queueInvitations, type Invitee } from './invitations.ts';

export interface ImportCounts {
  letrehozva: number;
  frissitve: number;
  blokkolva: number;
}

export async function createBulkUsers(
  s: Services,
  actor: AdminActor,
  input: { overwrite: boolean; userList: readonly unknown[] },
): Promise<ImportCounts & { message: string }> {
  try {
    return await importNow(s, actor, input);
  } catch (err) {
    // A failed import is an event of the admin home.
    const why = err instanceof Error ? err.message : String(err);
    await recordEvent(s, err instanceof ImportRefused ? 'warn' : 'error', `Sikertelen felhasználó-import: ${why}`);
    throw err;
  }
}

/**
 * The checked rows and their plan against every stored user: the one step the import and its
 * preview share, so the preview's figures are the import's (a bad row 400, a conflict 409).
 */
async function planUsers(
  s: Services,
  input: { overwrite: boolean; userList: readonly unknown[] },
  session?: ClientSession,
): Promise<{ rows: UserCsvRow[]; plan: ImportPlan; existing: ExistingUser[] }> {
  const { rows, errors } = checkUserRows(input.userList);
  if (errors.length) throw new ImportRefused('invalid', USER_CSV_MESSAGES.errorsTitle, listErrors(errors));
  const query = s.models.User.find({}, STORED_USER_FIELDS).lean<ExistingUser[]>();
  const existing = await (session ? query.session(session) : query);
  const plan = planImport(rows, existing, input.overwrite);
  if (plan.errors.length) throw new ImportRefused('conflict', M.importConflicts, listErrors(plan.errors));
  return { rows, plan, existing };
}

/**
 * POST /api/admin/previewbulkusers: what the same body would do, written nowhere: the counts, and
 * the leaders and HR people a full overwrite would block, so the confirmation can name them.
 */
export async function previewBulkUsers(
  s: Services,
  input: { overwrite: boolean; userList: readonly unknown[] },
): Promise<ImportCounts & { blokkolt_vezetok_hr: BlockedKeyPerson[] }> {
  const { plan, existing } = await planUsers(s, input);
  const blocked = new Set(plan.blocks.map(String));
  const keyPeople = existing
    .filter((u) => blocked.has(String(u._id)) && u.szerepkorok.some((r) => KEY_ROLES.has(r)))
    .map((u) => ({ user_id: u.user_id, nev: u.nev, szerepkorok: u.szerepkorok.map((r) => toAdminRole(r as Role)) }))
    .sort((a, b) => a.nev.localeCompare(b.nev, 'hu'));
  return { ...countsOf(plan), blokkolt_vezetok_hr: keyPeople };
}

/** The roles a confirmation names when their holder would be blocked: the leaders and HR. */
const KEY_ROLES = new Set<string>(['igazgato', 'igazgatohelyettes', 'hr'] satisfies Role[]);

const countsOf = (plan: ImportPlan): ImportCounts => ({
  letrehozva: plan.creates.length,
  frissitve: plan.updates.length,
  blokkolva: plan.blocks.length,
});

async function importNow(
  s: Services,
  actor: AdminActor,
  input: { overwrite: boolean; userList: readonly unknown[] },
): Promise<ImportCounts & { message: string }> {
  const result = await inTransaction(s.models, async (session) => {
    const { rows, plan } = await planUsers(s, input, session);

    let invitees: Invitee[] = [];
    if (plan.creates.length) {
      const first = await reserveIds(s.models, 'user_id', plan.creates.length, session);
      const docs = plan.creates.map((p, i) => ({ ...p, user_id: first + i, blocked: false }));
      const inserted = await s.models.User.insertMany(docs, { session });
      invitees = inserted.map((d) => ({ _id: d._id, email: d.email, nev: d.nev }));
    }
    if (plan.updates.length) {
      await s.models.User.bulkWrite(
        plan.updates.map((u) => ({ updateOne: { filter: { _id: u._id }, update: { $set: u.set } } })),
        { session, ordered: true },
      );
    }
    const newAddress = plan.updates.filter((u) => u.emailChanged).map((u) => u._id);
    if (newAddress.length) await s.models.AuthToken.deleteMany({ user: { $in: newAddress } }, { session });
    if (plan.blocks.length) {
      await s.models.User.updateMany({ _id: { $in: plan.blocks } }, { $set: { blocked: true } }, { session });
    }
    const counts = countsOf(plan);
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.users_imported',
        details: { overwrite: input.overwrite, sorok: rows.length, ...counts },
      },
      session,
    );
    return { counts, invitees, newAddress };
  });

  let message = M.importDone(result.counts);
  try {
    const reinvited = result.newAddress.length
      ? await s.models.User.find({ _id: { $in: result.newAddress }, passwordHash: null }, { email: 1, nev: 1 }).lean<
          Invitee[]
        >()
      : [];
    await queueInvitations(s, [...result.invitees, ...reinvited]);
  } catch (err) {
    s.log.error({ err, count: result.invitees.length }, 'import invitations could not be queued');
    message = `${message} ${M.importInvitesFailed}`;
  }
  return { ...result.counts, message };
}
