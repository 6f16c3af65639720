// The history's filters and order as URL search parameters (useSearchParams): a reload or a
// shared link keeps them. Changes replace the history entry, so Back leaves the page instead of
// undoing keystrokes one by one.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_FILTERS,
  readHistoryParams,
  writeHistoryParams,
  type HistoryFilters,
  type HistorySort,
} from '../lib/history-filter.ts';

export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const { filters, sort } = useMemo(() => readHistoryParams(params), [params]);

  const setFilter = useCallback(
    <K extends keyof HistoryFilters>(field: K, value: HistoryFilters[K]) =>
      setParams(
        (prev) => {
          const current = readHistoryParams(prev);
          return writeHistoryParams(prev, { ...current.filters, [field]: value }, current.sort);
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSort = useCallback(
    (next: HistorySort) =>
      setParams((prev) => writeHistoryParams(prev, readHistoryParams(prev).filters, next), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((prev) => writeHistoryParams(prev, EMPTY_FILTERS, readHistoryParams(prev).sort), { replace: true }),
    [setParams],
  );
  const filtered = Object.values(filters).some(Boolean);
  return { filters, sort, setFilter, setSort, clearFilters, filtered };
}
