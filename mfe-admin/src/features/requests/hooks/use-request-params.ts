// The requests view (filters, order, page) held in the URL (useSearchParams), like the HR list's:
// a reload or a shared link keeps it; changes replace the history entry; a new filter or order
// goes back to the first page. The screen reads a local copy that changes in the same render as
// the click (a router navigation settles a few milliseconds later).
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_FILTERS,
  readRequestParams,
  writeRequestParams,
  type RequestFilters,
  type RequestSort,
  type RequestsView,
} from '../lib/request-params.ts';

export function useRequestParams() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<RequestsView>(() => readRequestParams(params));
  // Back, Forward or a link changed the URL: follow it.
  useEffect(() => setView(readRequestParams(params)), [params]);
  const update = useCallback(
    (change: (v: RequestsView) => RequestsView) => {
      setView(change);
      setParams((prev) => writeRequestParams(prev, change(readRequestParams(prev))), { replace: true });
    },
    [setParams],
  );
  const setFilter = useCallback(
    <K extends keyof RequestFilters>(field: K, value: RequestFilters[K]) =>
      update((v) => ({ ...v, filters: { ...v.filters, [field]: value }, page: 1 })),
    [update],
  );
  const setSort = useCallback((sort: RequestSort) => update((v) => ({ ...v, sort, page: 1 })), [update]);
  const setPage = useCallback((page: number) => update((v) => ({ ...v, page })), [update]);
  const clearFilters = useCallback(() => update((v) => ({ ...v, filters: EMPTY_FILTERS, page: 1 })), [update]);
  return { view, setFilter, setSort, setPage, clearFilters };
}
