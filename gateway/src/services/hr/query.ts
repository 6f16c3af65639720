// The HR list's filter and order as a MongoDB match and pipeline stages, shared by the paged list
// and the CSV export. Drafts are never matched: they are private to their author
// (docs/architecture.md "Data model").
import type { PipelineStage, Types } from 'mongoose';
import { LEAVE_TYPES, type Status } from '@tavollet/contract/codes';
import { HR_STATUSES, type HrFilterQuery, type HrStatus } from '@tavollet/contract/api/hr';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import { matchPeople, orderedIds, type Directory } from './directory.ts';

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

type Match = Record<string, unknown>;

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

/** An order: a plain sort on stored fields, or computed rank fields first (`addFields`). */
export interface HrOrder {
  sort: SortSpec;
  addFields?: Record<string, unknown>;
}

/**
 * How the rows are ordered. Requests without a decision stay last in both directions of
 * "Elbírálva"; people without an OM id likewise. Stored fields sort with a plain `find`, which
 * a real MongoDB serves from an index; labels, durations and names need a computed rank.
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
      return rank({ $indexOfArray: [orderedIds(dir, 'nev'), '$user'] });
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
