// The HR view (filters, order, page) held in the URL (useSearchParams): a reload or a shared link
// keeps it. Changes replace the history entry, so Back leaves the page instead of undoing clicks
// one by one; a new filter or order goes back to the first page.
//
// The screen reads a local copy that changes in the same render as the click: a router navigation
// (even one without loaders) settles a few milliseconds later, and a checkbox drawn from the URL
// alone would show unticked until then.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, readHrParams, writeHrParams, type HrFilters, type HrSort } from '../lib/hr-params.ts';

type View = ReturnType<typeof readHrParams>;

export function useHrParams() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>(() => readHrParams(params));
  // Back, Forward or a link changed the URL: follow it.
  useEffect(() => setView(readHrParams(params)), [params]);
  const update = useCallback(
    (change: (v: View) => View) => {
      setView(change);
      setParams((prev) => writeHrParams(prev, change(readHrParams(prev))), { replace: true });
    },
    [setParams],
  );
  const setFilter = useCallback(
    <K extends keyof HrFilters>(field: K, value: HrFilters[K]) =>
      update((v) => ({ ...v, filters: { ...v.filters, [field]: value }, page: 1 })),
    [update],
  );
  const setSort = useCallback((sort: HrSort) => update((v) => ({ ...v, sort, page: 1 })), [update]);
  const setPage = useCallback((page: number) => update((v) => ({ ...v, page })), [update]);
  const clearFilters = useCallback(() => update((v) => ({ ...v, filters: EMPTY_FILTERS, page: 1 })), [update]);
  return { view, setFilter, setSort, setPage, clearFilters };
}
