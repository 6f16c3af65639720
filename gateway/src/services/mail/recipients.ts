// Who gets a quick mail or a scheduled e-mail (admin-area.md §3 "Recipient selection item", §4
// "Recipient selection", §5 "Quick mail"): individual addresses of the school's users plus the
// groups all (everyone), tanarok (role tanar), vezetok (igazgato and igazgatohelyettes) and hr (role
// hr; not in the spec, docs/decisions/0566-hr-recipient-group.md). With
// `all` the individual addresses are dropped; unknown groups are dropped; blocked users and
// addresses that are nobody's are left out; each person once.
import { RECIPIENT_GROUPS, type RecipientGroup, type Role } from '@tavollet/contract/codes';
import type { Types } from 'mongoose';
import type { Models } from '../../db/models.ts';

export interface Recipient {
  user: Types.ObjectId;
  user_id: number;
  nev: string;
  email: string;
  roles: Role[];
}

/** The roles behind each group; null = every user. */
const GROUP_ROLES: Record<RecipientGroup, readonly Role[] | null> = {
  all: null,
  tanarok: ['tanar'],
  vezetok: ['igazgato', 'igazgatohelyettes'],
  hr: ['hr'],
};

export interface RecipientChoice {
  to: readonly string[];
  group: readonly string[];
}

/** The choice as the spec reads it: known groups only; with `all`, no individual address. */
export function normaliseChoice(choice: RecipientChoice): { to: string[]; group: RecipientGroup[] } {
  const group = [...new Set(choice.group)].filter((g): g is RecipientGroup =>
    (RECIPIENT_GROUPS as readonly string[]).includes(g),
  );
  const to = group.includes('all') ? [] : [...new Set(choice.to.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  return { to, group };
}

export async function resolveRecipients(models: Models, choice: RecipientChoice): Promise<Recipient[]> {
  const { to, group } = normaliseChoice(choice);
  if (to.length === 0 && group.length === 0) return [];
  const active = { blocked: { $ne: true } };
  const roles = group.flatMap((g) => GROUP_ROLES[g] ?? []);
  const branches = [
    ...(to.length ? [{ email: { $in: to } }] : []),
    ...(roles.length ? [{ szerepkorok: { $in: roles } }] : []),
  ];
  // One branch needs no $or (each reads its own index).
  const filter = group.includes('all')
    ? active
    : branches.length === 1
      ? { ...active, ...branches[0] }
      : { ...active, $or: branches };
  const users = await models.User.find(filter, { _id: 1, user_id: 1, nev: 1, email: 1, szerepkorok: 1 }).lean();
  const seen = new Set<string>();
  return users
    .filter((u) => !seen.has(u.email) && seen.add(u.email))
    .map((u) => ({ user: u._id, user_id: u.user_id, nev: u.nev, email: u.email, roles: u.szerepkorok as Role[] }))
    .sort((a, b) => a.nev.localeCompare(b.nev, 'hu'));
}
