// The table's name filter (admin-area.md §2 "/admin/felhasznalok": "ignores case and accents"):
// both sides lose their accents (NFD, combining marks dropped) and case, so "kovacs" finds
// "Kovács" and "ÁRPÁD" finds "Árpád".
import type { AdminUser } from '@tavollet/contract/api/admin-users';

export const foldName = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu').replace(/\s+/g, ' ').trim();

export function filterByName(rows: readonly AdminUser[], query: string): AdminUser[] {
  const q = foldName(query);
  if (!q) return [...rows];
  return rows.filter((u) => foldName(u.nev).includes(q));
}
