// The plan of a users import (admin-area.md §7 "Users" createbulkusers), worked out from the valid
// rows and every stored user before anything is written:
//  - merge (`overwrite: false`): every row is a new person; a row whose e-mail, username or OM id
//    someone already holds is refused;
//  - full overwrite (`overwrite: true`): the file is the list of active staff. A row is the stored
//    person with its OM id, else with its e-mail, and updates them (and makes them active); other
//    rows are new people; everyone not in the file is blocked, never deleted, so no request is lost.
//    A row that would take another stored person's e-mail, username or OM id is refused.
// People deleted for their history (deletedAt) are never matched; their OM id stays taken.
// Usernames compare by their identity key (`Kovacs.Anna` is `kovacs.anna`), e-mails are keys.
import type { Types } from 'mongoose';
import { ADMIN_USER_MESSAGES as M } from '@tavollet/contract/api/admin-users';
import { identityKey } from '@tavollet/contract/domain/identity';
import type { UserCsvRow } from '@tavollet/contract/domain/user-csv';
import type { Role } from '@tavollet/contract/codes';
import { storedRoles } from './user-fields.ts';

export interface ExistingUser {
  _id: Types.ObjectId;
  user_id: number;
  nev: string;
  email: string;
  felhasznalonev: string;
  oktatasi_azonosito?: string | null;
  szerepkorok: readonly string[];
  blocked?: boolean | null;
  deletedAt?: Date | null;
}

interface PlannedUser {
  nev: string;
  email: string;
  felhasznalonev: string;
  usernameKey: string;
  oktatasi_azonosito: string;
  szerepkorok: Role[];
}

export interface ImportPlan {
  creates: PlannedUser[];
  /** Stored people the file changes (only those whose fields or blocked state differ). */
  updates: { _id: Types.ObjectId; set: PlannedUser & { blocked: false }; emailChanged: boolean }[];
  /** Active stored people missing from an overwriting file. */
  blocks: Types.ObjectId[];
  errors: string[];
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

function differs(u: ExistingUser, p: PlannedUser): boolean {
  return (
    u.nev !== p.nev ||
    u.email !== p.email ||
    u.felhasznalonev !== p.felhasznalonev ||
    (u.oktatasi_azonosito ?? null) !== p.oktatasi_azonosito ||
    !sameRoles(u.szerepkorok, p.szerepkorok) ||
    Boolean(u.blocked)
  );
}

export function planImport(
  rows: readonly UserCsvRow[],
  existing: readonly ExistingUser[],
  overwrite: boolean,
): ImportPlan {
  const byEmail = new Map(existing.map((u) => [u.email, u]));
  const byName = new Map(existing.map((u) => [identityKey(u.felhasznalonev), u]));
  const byOm = new Map(existing.filter((u) => u.oktatasi_azonosito).map((u) => [u.oktatasi_azonosito!, u]));
  const plan: ImportPlan = { creates: [], updates: [], blocks: [], errors: [] };
  const matchedBy = new Map<ExistingUser, number>();

  rows.forEach((row, i) => {
    const n = i + 1;
    const usernameKey = identityKey(row.felhasznalonev);
    const planned: PlannedUser = { ...row, usernameKey, szerepkorok: storedRoles(row.szerepkorok) };
    const omHolder = byOm.get(row.oktatasi_azonosito);
    const emailHolder = byEmail.get(row.email);
    const nameHolder = byName.get(usernameKey);
    if (omHolder?.deletedAt) {
      plan.errors.push(M.importTakenByDeleted(n, row.oktatasi_azonosito));
      return;
    }
    if (!overwrite) {
      const taken: [string, string, unknown][] = [
        ['email', row.email, emailHolder],
        ['felhasznalonev', row.felhasznalonev, nameHolder],
        ['oktatasi_azonosito', row.oktatasi_azonosito, omHolder],
      ];
      const errors = taken.filter(([, , holder]) => holder).map(([field, value]) => M.importTaken(n, field, value));
      if (errors.length) plan.errors.push(...errors);
      else plan.creates.push(planned);
      return;
    }
    const match = omHolder ?? (emailHolder?.deletedAt ? undefined : emailHolder);
    const errors: string[] = [];
    if (emailHolder && emailHolder !== match) errors.push(M.importOtherUser(n, 'email', row.email));
    if (nameHolder && nameHolder !== match) errors.push(M.importOtherUser(n, 'felhasznalonev', row.felhasznalonev));
    if (match) {
      const first = matchedBy.get(match);
      if (first !== undefined) errors.push(M.importSameUser(n, first));
      else matchedBy.set(match, n);
    }
    if (errors.length) {
      plan.errors.push(...errors);
      return;
    }
    if (!match) plan.creates.push(planned);
    else if (differs(match, planned))
      plan.updates.push({
        _id: match._id,
        set: { ...planned, blocked: false },
        emailChanged: match.email !== planned.email,
      });
  });

  if (overwrite) {
    for (const u of existing) if (!u.deletedAt && !u.blocked && !matchedBy.has(u)) plan.blocks.push(u._id);
  }
  return plan;
}
