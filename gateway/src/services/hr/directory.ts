// The staff directory the HR list reads beside the requests:
// every person's name and OM id, loaded once per call from the small `users` collection. A name
// or OM search resolves to user ids here first, so the requests are then filtered by
// `user: { $in: ids }` on an index; the rows get their names from the same map.
import type { Types } from 'mongoose';
import type { Models } from '../../db/models.ts';
import { foldSearchText } from '@tavollet/contract/domain/search-text';

interface Person {
  _id: Types.ObjectId;
  nev: string;
  om: string | null;
}

export interface Directory {
  byId: Map<string, Person>;
  people: Person[];
}

export async function loadDirectory(models: Models): Promise<Directory> {
  const rows = await models.User.find({}, { nev: 1, oktatasi_azonosito: 1 }).lean();
  const people = rows.map((u) => ({ _id: u._id, nev: u.nev, om: u.oktatasi_azonosito ?? null }));
  return { people, byId: new Map(people.map((p) => [p._id.toHexString(), p])) };
}

/** People whose name contains `nev` and whose OM id contains `om` (either may be empty). */
export function matchPeople(dir: Directory, nev: string | undefined, om: string | undefined): Types.ObjectId[] {
  const name = foldSearchText(nev ?? '');
  const id = (om ?? '').replace(/\s+/g, '');
  return dir.people
    .filter((p) => (!name || foldSearchText(p.nev).includes(name)) && (!id || (p.om ?? '').includes(id)))
    .map((p) => p._id);
}

const collator = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });

/** Everyone's id in the order of a column (Hungarian collation; no OM id last). */
export function orderedIds(dir: Directory, by: 'nev' | 'om'): Types.ObjectId[] {
  const value = (p: Person) => (by === 'nev' ? p.nev : p.om);
  return [...dir.people]
    .sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return collator.compare(x, y) || collator.compare(a.nev, b.nev);
    })
    .map((p) => p._id);
}
