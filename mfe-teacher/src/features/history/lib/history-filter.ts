// The history's filters and order (staff-area.md §2 "/app/tanar/elozmenyek"): search, status,
// type, created-from/created-to, and one sorted column. They live in the URL so a reload or a
// shared link shows the same list; everything runs in the browser over the teacher's own rows.
import { HISTORY_STATUSES, type HistoryRow } from '@tavollet/contract/api/teacher';
import { LEAVE_TYPES, type LeaveType } from '@tavollet/contract/codes';
import { isIsoDate } from '@tavollet/contract/domain/dates';
import { formatDate, toIsoDate } from '@tavollet/design-system/lib/format-date';
import { foldSearchText } from '@tavollet/contract/domain/search-text';

export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export interface HistoryFilters {
  /** Free text found as typed (case, accents and repeated spaces ignored): "2026. 12. 10." works. */
  q: string;
  status: HistoryStatus | '';
  type: LeaveType | '';
  /** Created on or after this Budapest day (YYYY-MM-DD). */
  from: string;
  /** Created on or before this Budapest day (YYYY-MM-DD). */
  to: string;
}

export const SORT_KEYS = ['status', 'createdAt', 'decidedAt', 'type', 'start', 'end', 'days'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface HistorySort {
  key: SortKey;
  desc: boolean;
}

export const EMPTY_FILTERS: HistoryFilters = { q: '', status: '', type: '', from: '', to: '' };
/** Newest first, like the server's answer. */
export const DEFAULT_SORT: HistorySort = { key: 'createdAt', desc: true };

/** URL parameter names: Hungarian like the product, readable in a shared link. */
const PARAMS = {
  q: 'kereses',
  status: 'statusz',
  type: 'tipus',
  from: 'letrehozva_tol',
  to: 'letrehozva_ig',
  sort: 'rendezes',
  dir: 'irany',
} as const;
const ASC = 'novekvo';
const DESC = 'csokkeno';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';
const date = (value: string | null) => (value && isIsoDate(value) ? value : '');

/** Reads the filters and order from the URL; unknown or malformed values are ignored. */
export function readHistoryParams(params: URLSearchParams): { filters: HistoryFilters; sort: HistorySort } {
  const key = oneOf(SORT_KEYS, params.get(PARAMS.sort));
  const dir = params.get(PARAMS.dir);
  return {
    filters: {
      q: params.get(PARAMS.q) ?? '',
      status: oneOf(HISTORY_STATUSES, params.get(PARAMS.status)),
      type: oneOf(LEAVE_TYPES, params.get(PARAMS.type)),
      from: date(params.get(PARAMS.from)),
      to: date(params.get(PARAMS.to)),
    },
    sort: key ? { key, desc: dir === DESC } : dir === ASC ? { ...DEFAULT_SORT, desc: false } : DEFAULT_SORT,
  };
}

/** Writes filters and order into a copy of `params` (other parameters kept, defaults left out). */
export function writeHistoryParams(
  params: URLSearchParams,
  filters: HistoryFilters,
  sort: HistorySort,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of ['q', 'status', 'type', 'from', 'to'] as const) {
    const value = filters[field];
    if (value) next.set(PARAMS[field], value);
    else next.delete(PARAMS[field]);
  }
  const isDefault = sort.key === DEFAULT_SORT.key && sort.desc === DEFAULT_SORT.desc;
  if (isDefault) {
    next.delete(PARAMS.sort);
    next.delete(PARAMS.dir);
  } else {
    next.set(PARAMS.sort, sort.key);
    next.set(PARAMS.dir, sort.desc ? DESC : ASC);
  }
  return next;
}

/** Labels as the screen shows them, so search and sort follow what the teacher reads. */
export interface HistoryLabels {
  type: (code: LeaveType) => string;
  status: (status: HistoryStatus) => string;
}

/** The Budapest day a request was created on. */
function createdDay(row: HistoryRow): string {
  return toIsoDate(new Date(row.createdAt));
}

function haystack(row: HistoryRow, labels: HistoryLabels): string {
  return [
    labels.type(row.typeId),
    labels.status(row.status),
    row.megjegyzes ?? '',
    row.jovahagyoi_megjegyzes ?? '',
    row.start,
    row.end,
    formatDate(row.start),
    formatDate(row.end),
    formatDate(row.createdAt),
    row.decidedAt ? formatDate(row.decidedAt) : '',
  ]
    .map(foldSearchText)
    .join(' | ');
}

export function filterHistory(rows: readonly HistoryRow[], f: HistoryFilters, labels: HistoryLabels): HistoryRow[] {
  const phrase = foldSearchText(f.q);
  return rows.filter((row) => {
    if (f.status && row.status !== f.status) return false;
    if (f.type && row.typeId !== f.type) return false;
    if (f.from || f.to) {
      const day = createdDay(row);
      if (f.from && day < f.from) return false;
      if (f.to && day > f.to) return false;
    }
    if (phrase && !haystack(row, labels).includes(phrase)) return false;
    return true;
  });
}

const collator = new Intl.Collator('hu', { sensitivity: 'base' });

function valueOf(row: HistoryRow, key: SortKey, labels: HistoryLabels): string | number | null {
  switch (key) {
    case 'status':
      return labels.status(row.status);
    case 'type':
      return labels.type(row.typeId);
    case 'createdAt':
      return Date.parse(row.createdAt);
    case 'decidedAt':
      return row.decidedAt ? Date.parse(row.decidedAt) : null;
    case 'days':
      return row.days;
    default:
      // start / end: calendar dates, ordered as strings
      return row[key];
  }
}

/** Sorted copy; requests without a decision stay last either way; ties: newest created first. */
export function sortHistory(rows: readonly HistoryRow[], sort: HistorySort, labels: HistoryLabels): HistoryRow[] {
  const dir = sort.desc ? -1 : 1;
  const keyed = rows.map((row) => ({ row, value: valueOf(row, sort.key, labels), created: Date.parse(row.createdAt) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
    } else {
      const c =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      if (c !== 0) return c * dir;
    }
    return b.created - a.created || b.row.id - a.row.id;
  });
  return keyed.map((k) => k.row);
}
