// The inline edit of a row (admin-area.md §2 "Szerkesztés (inline edit of the row)", §7 "Users":
// updateusers takes the user and only the changed fields). The values are checked with the
// contract's UpdateUserBody, so the row shows the server's own texts at its fields.
import { UpdateUserBody, type AdminUser } from '@tavollet/contract/api/admin-users';
import type { AdminRole } from '@tavollet/contract/domain/user-csv';
import type { FieldErrors } from './call-failure.ts';

export interface EditValues {
  nev: string;
  email: string;
  felhasznalonev: string;
  oktatasi_azonosito: string;
  szerepkorok: AdminRole[];
}

export const editValuesOf = (u: AdminUser): EditValues => ({
  nev: u.nev,
  email: u.email,
  felhasznalonev: u.felhasznalonev,
  oktatasi_azonosito: u.oktatasi_azonosito ?? '',
  szerepkorok: [...u.szerepkorok],
});

const sameRoles = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** The changed fields as updateusers takes them (trimmed; an emptied OM id is null). */
function changedFields(u: AdminUser, v: EditValues): Omit<UpdateUserBody, 'user_id'> {
  const body: Omit<UpdateUserBody, 'user_id'> = {};
  if (v.nev.trim() !== u.nev) body.nev = v.nev;
  if (v.email.trim().toLowerCase() !== u.email) body.email = v.email;
  if (v.felhasznalonev.trim() !== u.felhasznalonev) body.felhasznalonev = v.felhasznalonev;
  if ((v.oktatasi_azonosito.trim() || null) !== (u.oktatasi_azonosito ?? null))
    body.oktatasi_azonosito = v.oktatasi_azonosito;
  if (!sameRoles(v.szerepkorok, u.szerepkorok)) body.szerepkorok = v.szerepkorok;
  return body;
}

export type EditCheck =
  { kind: 'unchanged' } | { kind: 'invalid'; errors: FieldErrors } | { kind: 'ok'; body: UpdateUserBody };

export function checkEdit(u: AdminUser, v: EditValues): EditCheck {
  const changed = changedFields(u, v);
  if (Object.keys(changed).length === 0) return { kind: 'unchanged' };
  const body = { user_id: u.user_id, ...changed };
  const parsed = UpdateUserBody.safeParse(body);
  if (parsed.success) return { kind: 'ok', body };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FieldErrors | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { kind: 'invalid', errors };
}
