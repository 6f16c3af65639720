// The HR screen's filters, order and page as URL search parameters (staff-area.md §2 "/app/hr").
// The names are the list call's query parameters (contract/src/api/hr.ts), so the URL's query,
// minus what is left at its default, is the call's query and the export link's: a shared link shows
// and exports the same rows.
import {
  HR_PAGE_SIZE,
  HR_RANGES,
  HR_SORT_KEYS,
  HR_STATUSES,
  HrListQuery,
  type HrRange,
  type HrSortKey,
  type HrStatus,
} from '@tavollet/contract/api/hr';
import { LEAVE_TYPES, type LeaveType } from '@tavollet/contract/codes';
import { isIsoDate } from '@tavollet/contract/domain/dates';

export type RangeField = `${HrRange}_${'tol' | 'ig'}`;
const RANGE_FIELDS = HR_RANGES.flatMap((r) => [`${r}_tol`, `${r}_ig`] as RangeField[]);

export interface HrFilters extends Record<RangeField, string> {
  /** Teacher name, as typed. */
  nev: string;
  /** OM id or a part of it. */
  om: string;
  /** Selected statuses; every one = no filter, none = no row. */
  statusz: HrStatus[];
  tipus: LeaveType[];
}

export interface HrSort {
  key: HrSortKey;
  desc: boolean;
}

export interface HrView {
  filters: HrFilters;
  sort: HrSort;
  /** From 1. */
  page: number;
}

export const EMPTY_FILTERS: HrFilters = {
  nev: '',
  om: '',
  statusz: [...HR_STATUSES],
  tipus: [...LEAVE_TYPES],
  ...(Object.fromEntries(RANGE_FIELDS.map((f) => [f, ''])) as Record<RangeField, string>),
};
/** Newest created first, like the server's default. */
export const DEFAULT_SORT: HrSort = { key: 'letrehozva', desc: true };

const PAGE = 'oldal';
const SORT = 'rendezes';
const DIR = 'irany';

/** A set from the URL: absent = all, empty = none, unknown codes dropped. */
function readSet<T extends string>(all: readonly T[], raw: string | null): T[] {
  if (raw === null) return [...all];
  const items = raw.split(',').map((s) => s.trim());
  return all.filter((c) => items.includes(c));
}

/** Reads the view from the URL; malformed values fall back to their defaults. */
export function readHrParams(params: URLSearchParams): HrView {
  const ranges = Object.fromEntries(
    RANGE_FIELDS.map((f) => {
      const v = params.get(f) ?? '';
      return [f, isIsoDate(v) ? v : ''];
    }),
  ) as Record<RangeField, string>;
  const key = params.get(SORT);
  const page = Number(params.get(PAGE));
  return {
    filters: {
      nev: params.get('nev') ?? '',
      om: params.get('om') ?? '',
      statusz: readSet(HR_STATUSES, params.get('statusz')),
      tipus: readSet(LEAVE_TYPES, params.get('tipus')),
      ...ranges,
    },
    sort:
      key && (HR_SORT_KEYS as readonly string[]).includes(key)
        ? { key: key as HrSortKey, desc: params.get(DIR) !== 'novekvo' }
        : { ...DEFAULT_SORT, desc: params.get(DIR) !== 'novekvo' },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Only what differs from the defaults, in a stable order (the list's query key). */
function filterEntries(filters: HrFilters, sort: HrSort): [string, string][] {
  const out: [string, string][] = [];
  if (filters.nev.trim()) out.push(['nev', filters.nev.trim()]);
  if (filters.om.trim()) out.push(['om', filters.om.trim()]);
  if (!sameSet(filters.statusz, HR_STATUSES)) out.push(['statusz', filters.statusz.join(',')]);
  if (!sameSet(filters.tipus, LEAVE_TYPES)) out.push(['tipus', filters.tipus.join(',')]);
  for (const f of RANGE_FIELDS) if (filters[f]) out.push([f, filters[f]]);
  if (sort.key !== DEFAULT_SORT.key || sort.desc !== DEFAULT_SORT.desc) {
    out.push([SORT, sort.key], [DIR, sort.desc ? 'csokkeno' : 'novekvo']);
  }
  return out;
}

const OWN = new Set(['nev', 'om', 'statusz', 'tipus', ...RANGE_FIELDS, SORT, DIR, PAGE]);

/** Writes the view into a copy of `params` (other parameters kept, defaults left out). */
export function writeHrParams(params: URLSearchParams, view: HrView): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([k]) => !OWN.has(k)));
  for (const [k, v] of filterEntries(view.filters, view.sort)) next.set(k, v);
  if (view.page > 1) next.set(PAGE, String(view.page));
  return next;
}

/** The list call's query: the filter, the order, the page and its size. */
export function listSearch(view: HrView): string {
  const q = new URLSearchParams(filterEntries(view.filters, view.sort));
  if (view.page > 1) q.set(PAGE, String(view.page));
  q.set('meret', String(HR_PAGE_SIZE));
  return q.toString();
}

/** The export link: the same filter and order, every row (staff-area.md §9). */
export function exportHref(view: HrView): string {
  const q = new URLSearchParams(filterEntries(view.filters, view.sort)).toString();
  return `/api/hr/export${q ? `?${q}` : ''}`;
}

/** The gateway's own check of the query (e.g. a range whose start is after its end), or null. */
export function queryProblem(view: HrView): { field: string; message: string } | null {
  const r = HrListQuery.safeParse(Object.fromEntries(new URLSearchParams(listSearch(view))));
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { field: String(issue.path[0] ?? ''), message: issue.message };
}

/** Whether any filter differs from "everything". */
export const isFiltered = (filters: HrFilters) => filterEntries(filters, DEFAULT_SORT).length > 0;
