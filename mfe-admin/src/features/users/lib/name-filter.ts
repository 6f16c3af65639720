// The table's name filter (admin-area.md §2 "/admin/felhasznalok": "ignores case and accents"):
// both sides lose their accents (NFD, combining marks dropped) and case, so "kovacs" finds
// "Kovács" and "ÁRPÁD" finds "Árpád".
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { foldSearchText } from '@tavollet/contract/domain/search-text';

export function filterByName(rows: readonly AdminUser[], query: string): AdminUser[] {
  const q = foldSearchText(query);
  if (!q) return [...rows];
  return rows.filter((u) => foldSearchText(u.nev).includes(q));
}
