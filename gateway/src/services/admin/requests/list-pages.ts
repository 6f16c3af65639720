// How one page of the admin list is read for each order, without a per-document computed rank (an
// aggregation's `$indexOfArray` over every person costs seconds at 20,000 requests on the embedded
// server):
// - request date, start, end: one `find().sort().skip().limit()` on the stored fields and their
//   indexes (`kerelem_id` the tie);
// - status and type: buckets in the wanted order (admin-area.md §3 order for the status, the
//   Hungarian label for the type); a `count` per bucket finds where the page starts, then each
//   bucket the page touches is read newest first (usually one or two reads);
// - name: the matching requests' keys (person, date, id) are read once and ordered here by the
//   person's place in the Hungarian name order, newest first within a person; then the page's
//   rows are read by id.
import type { Types } from 'mongoose';
import type { AdminRequestsQuery } from '@tavollet/contract/api/admin-requests';
import { LEAVE_TYPES, STATUSES } from '@tavollet/contract/codes';
import { LEAVE_TYPE_LABELS } from '@tavollet/contract/domain/labels';
import type { Services } from '../../deps.ts';
import { idsByName, type People } from './people.ts';
import { ROW_FIELDS, type StoredRow } from './rows.ts';

type Match = Record<string, unknown>;
const NEWEST = { letrehozva: -1, kerelem_id: -1 } as const;

const collator = new Intl.Collator('hu', { sensitivity: 'base' });
const TYPES_BY_LABEL = [...LEAVE_TYPES].sort((a, b) => collator.compare(LEAVE_TYPE_LABELS[a], LEAVE_TYPE_LABELS[b]));

/** The `count` command (as the HR list): answered from an index by MongoDB. */
export async function countMatching(s: Services, match: Match): Promise<number> {
  const model = s.models.LeaveRequest;
  const answer = await model.db.db!.command({ count: model.collection.collectionName, query: match });
  return Number(answer.n);
}

const find = (s: Services, match: Match, sort: Record<string, 1 | -1>, skip: number, limit: number) =>
  s.models.LeaveRequest.find(match, ROW_FIELDS).sort(sort).skip(skip).limit(limit).lean<StoredRow[]>();

async function bucketPage(
  s: Services,
  match: Match,
  field: 'statusz_kod' | 'tipus_kod',
  values: readonly string[],
  skip: number,
  limit: number,
): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  let before = skip;
  for (const value of values) {
    if (rows.length >= limit) break;
    const own = match[field];
    if (own !== undefined && own !== value) continue;
    const bucket = { ...match, [field]: value };
    const n = await countMatching(s, bucket);
    if (before >= n) {
      before -= n;
      continue;
    }
    rows.push(...(await find(s, bucket, NEWEST, before, limit - rows.length)));
    before = 0;
  }
  return rows;
}

async function namePage(s: Services, match: Match, people: People, d: 1 | -1, skip: number, limit: number) {
  const place = new Map(idsByName(people).map((id, i) => [id.toHexString(), i]));
  const keys = await s.models.LeaveRequest.find(match, { user: 1, letrehozva: 1, kerelem_id: 1, _id: 0 }).lean<
    { user: Types.ObjectId; letrehozva: Date; kerelem_id: number }[]
  >();
  const rank = (id: Types.ObjectId) => place.get(id.toHexString()) ?? place.size;
  const ranked = keys.map((k) => ({ r: rank(k.user), t: k.letrehozva.getTime(), id: k.kerelem_id }));
  ranked.sort((a, b) => d * (a.r - b.r) || b.t - a.t || b.id - a.id);
  const ids = ranked.slice(skip, skip + limit).map((k) => k.id);
  if (ids.length === 0) return [];
  const rows = await s.models.LeaveRequest.find({ kerelem_id: { $in: ids } }, ROW_FIELDS).lean<StoredRow[]>();
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.kerelem_id)! - at.get(b.kerelem_id)!);
}

/** The page's rows of `match` in the query's order. */
export function readPage(s: Services, q: AdminRequestsQuery, match: Match, people: People): Promise<StoredRow[]> {
  const d = q.irany === 'novekvo' ? 1 : -1;
  const skip = (q.oldal - 1) * q.meret;
  const ordered = <T>(values: readonly T[]) => (d === 1 ? [...values] : [...values].reverse());
  switch (q.rendezes) {
    case 'letrehozva':
      return find(s, match, { letrehozva: d, kerelem_id: d }, skip, q.meret);
    case 'kezdete':
    case 'vege':
      return find(s, match, { [q.rendezes]: d, kerelem_id: d }, skip, q.meret);
    case 'statusz':
      return bucketPage(s, match, 'statusz_kod', ordered(STATUSES), skip, q.meret);
    case 'tipus':
      return bucketPage(s, match, 'tipus_kod', ordered(TYPES_BY_LABEL), skip, q.meret);
    case 'nev':
      return namePage(s, match, people, d, skip, q.meret);
  }
}
