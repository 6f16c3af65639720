// The people the admin's request list reads beside the requests:
// every person's name, username and OM id from the small `users` collection, loaded once per
// call. A search resolves to user ids here first (case- and accent-insensitive, admin-area.md §2
// "/admin/szabadsag-kerelmek"), so the requests are then matched by `user: { $in: ids }`; the rows
// take their names from the same map, and the name order is this map's Hungarian order (as the
// HR list does, services/hr/directory.ts).
import type { Types } from 'mongoose';
import { foldSearchText } from '@tavollet/contract/domain/search-text';
import type { Models } from '../../../db/models.ts';

interface Person {
  _id: Types.ObjectId;
  nev: string;
  felhasznalonev: string;
  om: string | null;
  /** Folded name and username, for the search. */
  folded: string;
}

export interface People {
  byId: Map<string, Person>;
  list: Person[];
}

export async function loadPeople(models: Models): Promise<People> {
  const rows = await models.User.find({}, { nev: 1, felhasznalonev: 1, oktatasi_azonosito: 1 }).lean();
  const list = rows.map((u) => ({
    _id: u._id,
    nev: u.nev,
    felhasznalonev: u.felhasznalonev,
    om: u.oktatasi_azonosito ?? null,
    folded: `${foldSearchText(u.nev)}\u0000${foldSearchText(u.felhasznalonev)}`,
  }));
  return { list, byId: new Map(list.map((p) => [p._id.toHexString(), p])) };
}

/** People whose name or username contains `text` (folded). */
export function searchPeople(people: People, text: string): Types.ObjectId[] {
  const wanted = foldSearchText(text);
  return people.list.filter((p) => p.folded.split('\u0000').some((f) => f.includes(wanted))).map((p) => p._id);
}

const collator = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });

/** Everyone's id in the Hungarian order of their names (then usernames). */
export function idsByName(people: People): Types.ObjectId[] {
  return [...people.list]
    .sort((a, b) => collator.compare(a.nev, b.nev) || collator.compare(a.felhasznalonev, b.felhasznalonev))
    .map((p) => p._id);
}
