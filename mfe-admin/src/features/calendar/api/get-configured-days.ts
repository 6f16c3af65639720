// GET /api/admin/getconfigureddays (admin-area.md §7, "read like a period"): the first and the last
// day with a stored type.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PeriodAnswer } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const configuredDaysQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.calendarConfigured(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getconfigureddays', { schema: PeriodAnswer, signal }),
  });

export const useConfiguredDays = () => useQuery(configuredDaysQuery());
