// What the admin's users calls share (admin-area.md §3 "User", §7 "Users"): a stored user as the
// admin sees it, the stored roles of the admin's spelling, and the uniqueness checks that answer
// 409 with `details` naming each conflicting field.
import type { ClientSession, Types } from 'mongoose';
import { normaliseRole, type Role } from '@tavollet/contract/codes';
import {
  ADMIN_USER_MESSAGES as M,
  toAdminRole,
  type AdminUser,
  type UniqueUserField,
  type UserConflictDetails,
} from '@tavollet/contract/api/admin-users';
import type { AdminRole } from '@tavollet/contract/domain/user-csv';
import { identityKey } from '@tavollet/contract/domain/identity';
import type { Models } from '../../../db/models.ts';
import { Conflict } from '../../../domain/errors.ts';

/** The fields of a stored user the admin list reads. */
export interface StoredUser {
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

export const STORED_USER_FIELDS = {
  user_id: 1,
  nev: 1,
  email: 1,
  felhasznalonev: 1,
  oktatasi_azonosito: 1,
  szerepkorok: 1,
  blocked: 1,
  deletedAt: 1,
} as const;

export const toAdminUser = (u: StoredUser): AdminUser => ({
  user_id: u.user_id,
  nev: u.nev,
  email: u.email,
  felhasznalonev: u.felhasznalonev,
  oktatasi_azonosito: u.oktatasi_azonosito ?? null,
  szerepkorok: u.szerepkorok.map((r) => toAdminRole(r as Role)),
  blocked: Boolean(u.blocked),
});

/** The stored codes of the admin's role values (the deputy becomes `igazgatohelyettes`). */
export const storedRoles = (roles: readonly AdminRole[]): Role[] => [
  ...new Set(roles.map((r) => normaliseRole(r)).filter((r): r is Role => r !== null)),
];

export type UniqueValues = Partial<Record<UniqueUserField, string | null | undefined>>;

/**
 * The unique fields among `values` that another user (not `except`) already holds; usernames
 * compare by their identity key (`Kovacs.Anna` is `kovacs.anna`). A deleted user keeps their OM id
 * (their history shows it), so it stays taken with its own reason.
 */
export async function conflictsOf(
  models: Models,
  values: UniqueValues,
  except: Types.ObjectId | null,
  session?: ClientSession,
): Promise<UserConflictDetails> {
  const nameKey = values.felhasznalonev ? identityKey(values.felhasznalonev) : null;
  const or = (Object.entries(values) as [UniqueUserField, string | null | undefined][])
    .filter(([, v]) => typeof v === 'string' && v !== '')
    .map(([k, v]) => (k === 'felhasznalonev' ? { usernameKey: nameKey } : { [k]: v }));
  if (or.length === 0) return {};
  const query = models.User.find(
    { $or: or, ...(except ? { _id: { $ne: except } } : {}) },
    { email: 1, usernameKey: 1, oktatasi_azonosito: 1, deletedAt: 1 },
  ).lean();
  const holders = await (session ? query.session(session) : query);
  const details: UserConflictDetails = {};
  for (const h of holders) {
    if (values.email && h.email === values.email) details.email = M.taken.email;
    if (nameKey && h.usernameKey === nameKey) details.felhasznalonev = M.taken.felhasznalonev;
    if (values.oktatasi_azonosito && h.oktatasi_azonosito === values.oktatasi_azonosito)
      details.oktatasi_azonosito = h.deletedAt ? M.omOfDeleted : M.taken.oktatasi_azonosito;
  }
  return details;
}

export function assertNoConflict(details: UserConflictDetails): void {
  if (Object.keys(details).length) throw new Conflict<UserConflictDetails>(M.conflict, details);
}

/**
 * A duplicate-key error of the users' unique indexes (a concurrent change won the race after
 * our check) as the same 409; anything else is rethrown.
 */
export function duplicateAsConflict(err: unknown): never {
  const e = err as { code?: unknown; keyValue?: Record<string, unknown>; keyPattern?: Record<string, unknown> } | null;
  if (e && e.code === 11000) {
    const indexed = Object.keys(e.keyValue ?? e.keyPattern ?? {})[0];
    const field = indexed === 'usernameKey' ? 'felhasznalonev' : indexed;
    if (field && field in M.taken) {
      const key = field as UniqueUserField;
      throw new Conflict<UserConflictDetails>(M.conflict, { [key]: M.taken[key] });
    }
  }
  throw err;
}
