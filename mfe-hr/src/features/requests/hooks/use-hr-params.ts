// The HR view (filters, order, page) held in the URL (useSearchParams): a reload or a shared link
// keeps it. Changes replace the history entry, so Back leaves the page instead of undoing clicks
// one by one; a new filter or order goes back to the first page.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, readHrParams, writeHrParams, type HrFilters, type HrSort } from '../lib/hr-params.ts';

export function useHrParams() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readHrParams(params), [params]);
  const update = useCallback(
    (change: (v: ReturnType<typeof readHrParams>) => ReturnType<typeof readHrParams>) =>
      setParams((prev) => writeHrParams(prev, change(readHrParams(prev))), { replace: true }),
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
