// GET /api/admin/getdays?ev&honap (admin-area.md §7 "School-year calendar"): the stored days of the
// month the screen shows (docs/decisions/0440-calendar-calls.md); the previous month stays on
// screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DaysAnswer } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function getDays(ev: number, honap: number, signal?: AbortSignal) {
  return apiRequest('GET', '/admin/getdays', { query: { ev, honap }, schema: DaysAnswer, signal });
}

export function useMonthDays(ev: number, honap: number) {
  return useQuery({
    queryKey: queryKeys.admin.calendarDays(ev, honap),
    queryFn: ({ signal }) => getDays(ev, honap, signal),
    placeholderData: keepPreviousData,
  });
}
