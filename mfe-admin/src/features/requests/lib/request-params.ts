// The admin requests screen's filters, order and page as URL search parameters (admin-area.md §2
// "/admin/szabadsag-kerelmek"), like the HR list's (mfe-hr's hr-params.ts). The names are the list
// call's query parameters (contract/src/api/admin-requests.ts), so the URL's query minus its
// defaults is the call's query.
import {
  ADMIN_REQUESTS_PAGE_SIZE,
  ADMIN_REQUEST_SORT_KEYS,
  AdminRequestsQuery,
  type AdminRequestSortKey,
} from '@tavollet/contract/api/admin-requests';
import { STATUSES, type Status } from '@tavollet/contract/codes';
import { isIsoDate } from '@tavollet/contract/domain/dates';

export interface RequestFilters {
  /** Name or username, as typed. */
  kereses: string;
  /** One status, or '' for every status. */
  statusz: Status | '';
  letrehozva_tol: string;
  letrehozva_ig: string;
}

export interface RequestSort {
  key: AdminRequestSortKey;
  desc: boolean;
}

export interface RequestsView {
  filters: RequestFilters;
  sort: RequestSort;
  /** From 1. */
  page: number;
}

export const EMPTY_FILTERS: RequestFilters = { kereses: '', statusz: '', letrehozva_tol: '', letrehozva_ig: '' };
/** admin-area.md §2: "the default order is request date descending". */
const DEFAULT_SORT: RequestSort = { key: 'letrehozva', desc: true };

const PAGE = 'oldal';
const SORT = 'rendezes';
const DIR = 'irany';
const OWN = new Set(['kereses', 'statusz', 'letrehozva_tol', 'letrehozva_ig', SORT, DIR, PAGE]);

/** Reads the view from the URL; malformed values fall back to their defaults. */
export function readRequestParams(params: URLSearchParams): RequestsView {
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return isIsoDate(v) ? v : '';
  };
  const status = params.get('statusz') ?? '';
  const key = params.get(SORT);
  const page = Number(params.get(PAGE));
  const known = key !== null && (ADMIN_REQUEST_SORT_KEYS as readonly string[]).includes(key);
  return {
    filters: {
      kereses: params.get('kereses') ?? '',
      statusz: (STATUSES as readonly string[]).includes(status) ? (status as Status) : '',
      letrehozva_tol: date('letrehozva_tol'),
      letrehozva_ig: date('letrehozva_ig'),
    },
    sort: known ? { key: key as AdminRequestSortKey, desc: params.get(DIR) === 'csokkeno' } : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults, in a stable order. */
function entries(view: RequestsView): [string, string][] {
  const out: [string, string][] = [];
  const { filters, sort } = view;
  if (filters.kereses.trim()) out.push(['kereses', filters.kereses.trim()]);
  if (filters.statusz) out.push(['statusz', filters.statusz]);
  if (filters.letrehozva_tol) out.push(['letrehozva_tol', filters.letrehozva_tol]);
  if (filters.letrehozva_ig) out.push(['letrehozva_ig', filters.letrehozva_ig]);
  if (sort.key !== DEFAULT_SORT.key || sort.desc !== DEFAULT_SORT.desc)
    out.push([SORT, sort.key], [DIR, sort.desc ? 'csokkeno' : 'novekvo']);
  if (view.page > 1) out.push([PAGE, String(view.page)]);
  return out;
}

/** Writes the view into a copy of `params` (other parameters kept, defaults left out). */
export function writeRequestParams(params: URLSearchParams, view: RequestsView): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([k]) => !OWN.has(k)));
  for (const [k, v] of entries(view)) next.set(k, v);
  return next;
}

/** The list call's query: the filter, the order, the page and its size. */
export function listSearch(view: RequestsView): string {
  const q = new URLSearchParams(entries(view));
  q.set('meret', String(ADMIN_REQUESTS_PAGE_SIZE));
  return q.toString();
}

/** The gateway's own check of the query (a range whose start is after its end), or null. */
export function queryProblem(view: RequestsView): { field: string; message: string } | null {
  const r = AdminRequestsQuery.safeParse(Object.fromEntries(new URLSearchParams(listSearch(view))));
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { field: String(issue.path[0] ?? ''), message: issue.message };
}

/** Whether any filter is set. */
export const isFiltered = (f: RequestFilters) =>
  Boolean(f.kereses.trim() || f.statusz || f.letrehozva_tol || f.letrehozva_ig);
