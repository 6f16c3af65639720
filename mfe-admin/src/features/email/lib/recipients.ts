// The recipients picker's rules (admin-area.md §3 "Recipient selection item", §4 "Recipient
// selection", §5 "Recipient search"): group buttons toggle; 'all' replaces every other choice
// and turns the search off; another group removes 'all'; an e-mail is chosen once; the search
// starts at 1 character, ignores case, reads name and e-mail and offers at most 9 people.
import { RECIPIENT_GROUPS, type RecipientGroup } from '@tavollet/contract/codes';
import type { AddressItem } from '@tavollet/contract/api/admin-email';

const MAX_SUGGESTIONS = 9;
const MIN_SEARCH = 1;

export interface ChosenUser {
  email: string;
  name: string;
}

export interface RecipientSelection {
  groups: RecipientGroup[];
  users: ChosenUser[];
}

export const EMPTY_SELECTION: RecipientSelection = { groups: [], users: [] };

export function toggleGroup(sel: RecipientSelection, group: RecipientGroup): RecipientSelection {
  if (sel.groups.includes(group)) return { ...sel, groups: sel.groups.filter((g) => g !== group) };
  if (group === 'all') return { groups: ['all'], users: [] };
  return { ...sel, groups: [...sel.groups.filter((g) => g !== 'all'), group] };
}

export function addUser(sel: RecipientSelection, user: ChosenUser): RecipientSelection {
  const email = user.email.trim().toLowerCase();
  if (sel.groups.includes('all') || sel.users.some((u) => u.email.toLowerCase() === email)) return sel;
  return { ...sel, users: [...sel.users, { email, name: user.name }] };
}

export const removeUser = (sel: RecipientSelection, email: string): RecipientSelection => ({
  ...sel,
  users: sel.users.filter((u) => u.email !== email),
});

export const isEmptySelection = (sel: RecipientSelection): boolean => sel.groups.length === 0 && sel.users.length === 0;

/** Up to 9 people whose name or e-mail contains the query, not chosen yet. */
export function searchAddresses(
  catalogue: readonly AddressItem[],
  query: string,
  sel: RecipientSelection,
): AddressItem[] {
  const q = query.trim().toLowerCase();
  if (q.length < MIN_SEARCH) return [];
  const chosen = new Set(sel.users.map((u) => u.email.toLowerCase()));
  return catalogue
    .filter((a) => !chosen.has(a.email.toLowerCase()) && `${a.nev} ${a.email}`.toLowerCase().includes(q))
    .slice(0, MAX_SUGGESTIONS);
}

/** What the calls send: known groups only; with 'all', no individual address. */
export function selectionToPayload(sel: RecipientSelection): { to: string[]; group: RecipientGroup[] } {
  const group = sel.groups.filter((g) => (RECIPIENT_GROUPS as readonly string[]).includes(g));
  return { to: group.includes('all') ? [] : sel.users.map((u) => u.email), group };
}

/** A stored schedule's recipients as a selection, names from the catalogue where known. */
export function selectionFrom(
  to: readonly string[],
  group: readonly RecipientGroup[],
  catalogue: readonly AddressItem[],
): RecipientSelection {
  const names = new Map(catalogue.map((a) => [a.email.toLowerCase(), a.nev]));
  return {
    groups: [...group],
    users: group.includes('all') ? [] : to.map((email) => ({ email, name: names.get(email.toLowerCase()) ?? email })),
  };
}
