// The HR list's filter and order as a MongoDB match and pipeline stages, and the reads of the
// bucketed name order, shared by the paged list and the CSV export. Drafts are never matched:
// they are private to their author (docs/architecture.md "Data model").
import { Readable } from 'node:stream';
import type { PipelineStage, Types } from 'mongoose';
import { LEAVE_TYPES, type Status } from '@tavollet/contract/codes';
import { HR_STATUSES, type HrFilterQuery, type HrStatus } from '@tavollet/contract/api/hr';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import type { Models } from '../../db/models.ts';
import { matchPeople, orderedIds, type Directory } from './directory.ts';
import type { StoredRow } from './rows.ts';

/** The stored codes behind each staff status (staff-area.md §4). */
const STORED_STATUSES: Record<HrStatus, Status[]> = {
  benyujtva: ['elozetes_jovahagyasra_var', 'jovahagyasra_var'],
  jovahagyva: ['jovahagyva'],
  elutasitva: ['elutasitva'],
  visszavonva: ['torolve'],
};

/** The first instant of a Budapest calendar day (midnight is +01:00 or +02:00, never a DST step). */
function budapestDayStart(iso: string): Date {
  const midnightUtc = Date.parse(`${iso}T00:00:00Z`);
  for (const hours of [1, 2]) {
    const t = new Date(midnightUtc - hours * 3_600_000);
    if (budapestToday(t) === iso && budapestToday(new Date(t.getTime() - 1)) !== iso) return t;
  }
  return new Date(midnightUtc - 3_600_000);
}

export type Match = Record<string, unknown>;

/**
 * The match on `letrehozva` (an instant) for a range of Budapest days, both ends included, or
 * undefined without either end; the admin's request list filters the same way.
 */
export function createdDayRange(from: string | undefined, to: string | undefined) {
  if (!from && !to) return undefined;
  return {
    ...(from ? { $gte: budapestDayStart(from) } : {}),
    ...(to ? { $lt: budapestDayStart(addDaysIso(to, 1)) } : {}),
  };
}

const dayRange = (from: string | undefined, to: string | undefined) => {
  if (!from && !to) return undefined;
  return { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
};

/**
 * The match of a filter, or null when nothing can match (an empty status or type set, or a name
 * or OM id nobody has), so the caller answers without asking the database.
 */
export function hrMatch(q: HrFilterQuery, dir: Directory): Match | null {
  const statuses = (q.statusz ?? HR_STATUSES).flatMap((s) => STORED_STATUSES[s]);
  if (statuses.length === 0) return null;
  const match: Match = { statusz_kod: { $in: statuses } };
  if (q.tipus) {
    if (q.tipus.length === 0) return null;
    if (q.tipus.length < LEAVE_TYPES.length) match.tipus_kod = { $in: q.tipus };
  }
  if (q.nev || q.om) {
    const ids: Types.ObjectId[] = matchPeople(dir, q.nev, q.om);
    if (ids.length === 0) return null;
    match.user = { $in: ids };
  }
  const created = createdDayRange(q.letrehozva_tol, q.letrehozva_ig);
  if (created) match.letrehozva = created;
  const start = dayRange(q.kezdete_tol, q.kezdete_ig);
  if (start) match.kezdete = start;
  const end = dayRange(q.vege_tol, q.vege_ig);
  if (end) match.vege = end;
  return match;
}

const collator = new Intl.Collator('hu', { sensitivity: 'base' });

/** Type codes in the order of their Hungarian labels. */
const TYPES_BY_LABEL = [...LEAVE_TYPES].sort((a, b) => collator.compare(LEAVE_TYPE_LABELS[a], LEAVE_TYPE_LABELS[b]));
/** Staff statuses in the order of their labels: Benyújtva, Elutasítva, Jóváhagyva, Visszavonva. */
const STATUSES_BY_LABEL = [...HR_STATUSES].sort((a, b) =>
  collator.compare(STAFF_STATUS_LABELS[a], STAFF_STATUS_LABELS[b]),
);

/** Newest created first: the tie of every order, so a page boundary never moves a row. */
const TIE = { letrehozva: -1, kerelem_id: -1 } as const;
const RANK = '_hr_rang';
const NO_OM = '_hr_nincs_om';

type SortSpec = Record<string, 1 | -1>;

/**
 * An order: a plain sort on stored fields, computed rank fields first (`addFields`), or buckets
 * read in turn, each one's rows in `sort` (the name order: one bucket per person).
 */
export interface HrOrder {
  sort: SortSpec;
  addFields?: Record<string, unknown>;
  buckets?: Match[];
}

/**
 * The name order as buckets: each person (of the name or OM search, else everyone) in the
 * directory's Hungarian order, reversed for descending; then requests of nobody in `users`, which
 * a deletion never leaves (a person with requests is kept), last in both directions. Each bucket
 * is read on the `{ user }` index; a rank computed for every row instead made the embedded server
 * copy and sort every matching request (docs/performance.md "Imports and lists").
 */
function nameBuckets(q: HrFilterQuery, dir: Directory, d: 1 | -1): Match[] {
  const wanted = q.nev || q.om ? new Set(matchPeople(dir, q.nev, q.om).map((id) => id.toHexString())) : null;
  const ids = orderedIds(dir, 'nev').filter((id) => !wanted || wanted.has(id.toHexString()));
  if (d === -1) ids.reverse();
  const buckets: Match[] = ids.map((id) => ({ user: id }));
  if (!wanted) buckets.push({ user: { $nin: ids } });
  return buckets;
}

/**
 * How the rows are ordered. Requests without a decision stay last in both directions of
 * "Elbírálva"; people without an OM id likewise. Stored fields sort with a plain `find`, which
 * a real MongoDB serves from an index; labels and durations need a computed rank; names are read
 * person by person.
 */
export function hrOrder(q: HrFilterQuery, dir: Directory): HrOrder {
  const d = q.irany === 'novekvo' ? 1 : -1;
  const rank = (expr: unknown): HrOrder => ({ addFields: { [RANK]: expr }, sort: { [RANK]: d, ...TIE } });
  switch (q.rendezes) {
    case 'letrehozva':
      return { sort: { letrehozva: d, kerelem_id: d } };
    case 'kezdete':
    case 'vege':
      return { sort: { [q.rendezes]: d, ...TIE } };
    case 'munkanapok':
      return { sort: { munkanapok_szama: d, ...TIE } };
    case 'elbiralva':
      return {
        addFields: { [RANK]: { $cond: [{ $ifNull: ['$dontes_idopont', false] }, 0, 1] } },
        sort: { [RANK]: 1, dontes_idopont: d, ...TIE },
      };
    case 'napok':
      return rank({
        $subtract: [{ $dateFromString: { dateString: '$vege' } }, { $dateFromString: { dateString: '$kezdete' } }],
      });
    case 'tipus':
      return rank({ $indexOfArray: [TYPES_BY_LABEL, '$tipus_kod'] });
    case 'statusz':
      return rank({
        $switch: {
          branches: STATUSES_BY_LABEL.map((s, i) => ({ case: { $in: ['$statusz_kod', STORED_STATUSES[s]] }, then: i })),
          default: STATUSES_BY_LABEL.length,
        },
      });
    case 'nev':
      // The directory's order (Hungarian collation), not the byte order of the stored strings.
      return { buckets: nameBuckets(q, dir, d), sort: TIE };
    case 'om': {
      const withOm = orderedIds(dir, 'om').filter((id) => dir.byId.get(id.toHexString())?.om);
      const index = { $indexOfArray: [withOm, '$user'] };
      return {
        addFields: { [RANK]: index, [NO_OM]: { $cond: [{ $lt: [index, 0] }, 1, 0] } },
        sort: { [NO_OM]: 1, [RANK]: d, ...TIE },
      };
    }
  }
}

/** The pipeline stages of an order (after the `$match`). */
export const orderStages = (o: HrOrder): PipelineStage[] => [
  ...(o.addFields ? [{ $addFields: o.addFields }] : []),
  { $sort: o.sort },
];

/** The fields a row needs (the status history stays in the database). */
export const ROW_FIELDS = {
  kerelem_id: 1,
  user: 1,
  tipus_kod: 1,
  statusz_kod: 1,
  kezdete: 1,
  vege: 1,
  letrehozva: 1,
  dontes_idopont: 1,
  munkanapok_szama: 1,
  jovahagyoi_megjegyzes: 1,
} as const;

type LeaveRequestModel = Models['LeaveRequest'];

/** The `count` command: a filtered count MongoDB answers from an index (no aggregation). */
export async function countMatching(model: LeaveRequestModel, match: Match): Promise<number> {
  const answer = await model.db.db!.command({ count: model.collection.collectionName, query: match });
  return Number(answer.n);
}

/**
 * One page of a bucketed order: a bucket the page starts after is only counted, the first one it
 * touches is read from its offset, the next ones from their start, until the page is full (on a
 * first page one read, usually one or two).
 */
export async function bucketPage(
  model: LeaveRequestModel,
  match: Match,
  buckets: Match[],
  sort: SortSpec,
  skip: number,
  limit: number,
): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  let before = skip;
  for (const bucket of buckets) {
    if (rows.length >= limit) break;
    const filter = { ...match, ...bucket };
    if (before > 0) {
      const n = await countMatching(model, filter);
      if (before >= n) {
        before -= n;
        continue;
      }
    }
    const read = model
      .find(filter, ROW_FIELDS)
      .sort(sort)
      .skip(before)
      .limit(limit - rows.length);
    rows.push(...(await read.lean<StoredRow[]>()));
    before = 0;
  }
  return rows;
}

/** Every row of a bucketed order as one stream: each bucket's cursor in turn. */
export function bucketRows(
  model: LeaveRequestModel,
  match: Match,
  buckets: Match[],
  sort: SortSpec,
  batchSize: number,
): Readable {
  async function* rows() {
    for (const bucket of buckets)
      yield* model
        .find({ ...match, ...bucket }, ROW_FIELDS)
        .sort(sort)
        .lean<StoredRow[]>()
        .cursor({ batchSize }) as AsyncIterable<StoredRow>;
  }
  return Readable.from(rows());
}
