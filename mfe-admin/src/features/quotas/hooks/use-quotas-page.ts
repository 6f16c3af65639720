// The quotas screen's state (admin-area.md §2 "/admin/szabadsag-keretek", §8 "Quotas"): the years
// and the chosen one (default: the current year if listed, else the smallest), the year's rows
// with the name filter, and which row's details or edit dialog is open. A failed load of the rows
// empties the list and is logged (§8); the screen also says so.
import { useEffect, useMemo, useState } from 'react';
import type { QuotaRow } from '@tavollet/contract/api/admin-quotas';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { useLeaveQuotas } from '../api/get-leave-quotas.ts';
import { useQuotaYears } from '../api/get-years.ts';
import { defaultYear, filterByName } from '../lib/quota-view.ts';

export function useQuotasPage() {
  const years = useQuotaYears();
  const current = Number(budapestToday().slice(0, 4));
  const [chosen, setChosen] = useState<number | null>(null);
  const yearList = useMemo(() => years.data ?? [], [years.data]);
  const year = chosen !== null && yearList.includes(chosen) ? chosen : defaultYear(yearList, current);
  const rows = useLeaveQuotas(year);
  const [filter, setFilter] = useState('');
  const [details, setDetails] = useState<QuotaRow | null>(null);
  const [editing, setEditing] = useState<QuotaRow | null>(null);

  useEffect(() => {
    if (rows.error) console.error('getleavequotas failed', rows.error);
  }, [rows.error]);

  const all = useMemo(() => (rows.error ? [] : (rows.data ?? [])), [rows.data, rows.error]);
  const shown = useMemo(() => filterByName(all, filter), [all, filter]);
  // The dialogs show the row as the list has it now (a save replaces it there).
  const fresh = (r: QuotaRow | null) => (r ? (all.find((x) => x.user_id === r.user_id) ?? r) : null);

  return {
    years: yearList,
    yearsLoading: years.isPending,
    yearsFailed: years.isError,
    year,
    setYear: setChosen,
    templateYear: year ?? current,
    rowsLoading: year !== null && rows.isPending,
    rowsFailed: rows.isError,
    retryRows: () => void rows.refetch(),
    filter,
    setFilter,
    total: all.length,
    shown,
    details: fresh(details),
    openDetails: setDetails,
    closeDetails: () => setDetails(null),
    editing: fresh(editing),
    openEdit: setEditing,
    closeEdit: () => setEditing(null),
  };
}
export type QuotasPageState = ReturnType<typeof useQuotasPage>;
