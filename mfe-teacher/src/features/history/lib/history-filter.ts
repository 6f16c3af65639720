// The history's filters and order (staff-area.md §2 "/app/tanar/elozmenyek"): search, status,
// type, created-from/created-to, and one sorted column. They live in the URL so a reload or a
// shared link shows the same list, and go to the server by the same names: it filters, orders and
// pages every own request (gateway/src/services/teacher/history.ts).
import { HISTORY_SORT_KEYS, HISTORY_STATUSES } from '@tavollet/contract/api/teacher';
import { LEAVE_TYPES, type LeaveType } from '@tavollet/contract/codes';
import { isIsoDate } from '@tavollet/contract/domain/dates';

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

export const SORT_KEYS = HISTORY_SORT_KEYS;
export type SortKey = (typeof SORT_KEYS)[number];
export interface HistorySort {
  key: SortKey;
  desc: boolean;
}

export const EMPTY_FILTERS: HistoryFilters = { q: '', status: '', type: '', from: '', to: '' };
/** Newest first, the server's default. */
export const DEFAULT_SORT: HistorySort = { key: 'createdAt', desc: true };

/** URL parameter names: Hungarian like the product, readable in a shared link; the API's too. */
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

/** The API's query for a view (`GET /api/user/teacher/history`): the same names, defaults left out. */
export const historySearch = (filters: HistoryFilters, sort: HistorySort): string =>
  writeHistoryParams(new URLSearchParams(), filters, sort).toString();
