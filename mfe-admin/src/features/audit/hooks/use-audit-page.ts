// The audit log screen's state: the filter and page in the URL (as the requests screen keeps
// them: a change replaces the history entry, a new filter goes back to page 1), the page of rows,
// and "Feldolgozás…" while it loads.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/audit.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import {
  EMPTY_FILTERS,
  exportSearch,
  listSearch,
  queryProblem,
  readAuditParams,
  writeAuditParams,
  type AuditFilters,
  type AuditView,
} from '../lib/audit-params.ts';

export function useAuditPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  // A local copy changes in the same render as the click (a router navigation settles later).
  const [view, setView] = useState<AuditView>(() => readAuditParams(params));
  useEffect(() => setView(readAuditParams(params)), [params]);
  const update = useCallback(
    (change: (v: AuditView) => AuditView) => {
      setView(change);
      setParams((prev) => writeAuditParams(prev, change(readAuditParams(prev))), { replace: true });
    },
    [setParams],
  );
  const setFilter = useCallback(
    <K extends keyof AuditFilters>(field: K, value: AuditFilters[K]) =>
      update((v) => ({ filters: { ...v.filters, [field]: value }, page: 1 })),
    [update],
  );
  const problem = queryProblem(view);
  const list = useAuditLog(listSearch(view), problem === null);
  const data = problem ? undefined : list.data;
  return {
    view,
    setFilter,
    clearFilters: useCallback(() => update(() => ({ filters: EMPTY_FILTERS, page: 1 })), [update]),
    setPage: useCallback((page: number) => update((v) => ({ ...v, page })), [update]),
    problem,
    data,
    failure: list.error && !problem ? failureMessage(list.error, t('audit.loadFailed')) : null,
    retry: () => void list.refetch(),
    loading: list.isFetching,
    exportHref: `/api/admin/exportauditlog${exportSearch(view) ? `?${exportSearch(view)}` : ''}`,
  };
}
