// The requests screen's state (admin-area.md §2 "/admin/szabadsag-kerelmek", §8 "Requests"): the
// view in the URL, the page of rows, which dialog is open for which row, the last success text,
// and "Feldolgozás…" while the list loads or a change runs.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMutating } from '@tanstack/react-query';
import type { AdminRequestRow } from '@tavollet/contract/api/admin-requests';
import { failureMessage } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/requests.ts';
import { useAdminRequests } from '../api/get-requests.ts';
import { listSearch, queryProblem } from '../lib/request-params.ts';
import { useRequestParams } from './use-request-params.ts';

export type OpenDialog = { kind: 'details' | 'edit' | 'delete'; row: AdminRequestRow } | null;

export function useRequestsPage() {
  const { t } = useTranslation(NS);
  const params = useRequestParams();
  const problem = queryProblem(params.view);
  const list = useAdminRequests(listSearch(params.view), problem === null);
  const changing = useIsMutating() > 0;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = useCallback((kind: 'details' | 'edit' | 'delete', row: AdminRequestRow) => {
    setNotice(null);
    setDialog({ kind, row });
  }, []);
  const close = useCallback(() => setDialog(null), []);
  const done = useCallback((message: string) => {
    setDialog(null);
    setNotice(message);
  }, []);
  const data = problem ? undefined : list.data;
  const failure = list.error && !problem ? failureMessage(list.error, t('requests.loadFailed')) : null;
  return {
    ...params,
    problem,
    data,
    failure,
    retry: () => void list.refetch(),
    retrying: list.isFetching,
    loading: list.isFetching,
    busy: list.isFetching || changing,
    dialog,
    open,
    close,
    done,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
