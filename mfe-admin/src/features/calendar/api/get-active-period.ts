// GET /api/admin/getactiveperiod (admin-area.md §3 "Active period", §7): `{ data }`, none as null
// ('nodata' and invalid values read as none too).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PeriodAnswer } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const activePeriodQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.calendarPeriod(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getactiveperiod', { schema: PeriodAnswer, signal }),
  });

export const useActivePeriod = () => useQuery(activePeriodQuery());
