// GET /api/admin/getdays?ev&honap (admin-area.md §7 "School-year calendar"): the stored days of the
// month the screen shows; the previous month stays on screen while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DaysAnswer } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const monthDaysQuery = (ev: number, honap: number) =>
  queryOptions({
    queryKey: queryKeys.admin.calendarDays(ev, honap),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getdays', { query: { ev, honap }, schema: DaysAnswer, signal }),
    placeholderData: keepPreviousData,
  });

export const useMonthDays = (ev: number, honap: number) => useQuery(monthDaysQuery(ev, honap));
