// The audit log's filter and page as URL search parameters, like the requests screen's
// (features/requests/lib/request-params.ts): a reload or a shared link keeps them. The names are
// the call's query parameters (contract/src/api/admin-audit.ts), so the URL's query is the call's.
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, AuditLogQuery, type AuditAction } from '@tavollet/contract/api/admin-audit';
import { isIsoDate } from '@tavollet/contract/domain/dates';

export interface AuditFilters {
  /** Name, username or e-mail of who did it, as typed. */
  szemely: string;
  /** One action, or '' for every action. */
  muvelet: AuditAction | '';
  /** Whom or what it touched, as typed. */
  cel: string;
  tol: string;
  ig: string;
}

export interface AuditView {
  filters: AuditFilters;
  /** From 1. */
  page: number;
}

export const EMPTY_FILTERS: AuditFilters = { szemely: '', muvelet: '', cel: '', tol: '', ig: '' };
const PAGE = 'oldal';
const OWN = new Set([...Object.keys(EMPTY_FILTERS), PAGE]);

/** Reads the view from the URL; malformed values fall back to their defaults. */
export function readAuditParams(params: URLSearchParams): AuditView {
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return isIsoDate(v) ? v : '';
  };
  const action = params.get('muvelet') ?? '';
  const page = Number(params.get(PAGE));
  return {
    filters: {
      szemely: params.get('szemely') ?? '',
      muvelet: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : '',
      cel: params.get('cel') ?? '',
      tol: date('tol'),
      ig: date('ig'),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults, in a stable order. */
function entries(view: AuditView): [string, string][] {
  const out: [string, string][] = [];
  for (const k of Object.keys(EMPTY_FILTERS) as (keyof AuditFilters)[]) {
    const v = view.filters[k].trim();
    if (v) out.push([k, v]);
  }
  if (view.page > 1) out.push([PAGE, String(view.page)]);
  return out;
}

/** Writes the view into a copy of `params` (other parameters kept, defaults left out). */
export function writeAuditParams(params: URLSearchParams, view: AuditView): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([k]) => !OWN.has(k)));
  for (const [k, v] of entries(view)) next.set(k, v);
  return next;
}

/** The list call's query: the filter, the page and its size. */
export function listSearch(view: AuditView): string {
  const q = new URLSearchParams(entries(view));
  q.set('meret', String(AUDIT_PAGE_SIZE));
  return q.toString();
}

/** The export link's query: the filter only (every matching entry). */
export function exportSearch(view: AuditView): string {
  return new URLSearchParams(entries({ ...view, page: 1 })).toString();
}

/** The gateway's own check of the query (a range whose start is after its end), or null. */
export function queryProblem(view: AuditView): { field: string; message: string } | null {
  const r = AuditLogQuery.safeParse(Object.fromEntries(new URLSearchParams(listSearch(view))));
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { field: String(issue.path[0] ?? ''), message: issue.message };
}

export const isFiltered = (f: AuditFilters) => Object.values(f).some((v) => v.trim() !== '');
