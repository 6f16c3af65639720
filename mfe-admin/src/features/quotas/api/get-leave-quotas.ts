// POST /api/admin/getleavequotas { year } (admin-area.md §3 "Quota row", §7 "Quotas"): the rows
// of one year; not asked before a year is known.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GetLeaveQuotasAnswer } from '@tavollet/contract/api/admin-quotas';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const leaveQuotasQuery = (year: number | null) =>
  queryOptions({
    queryKey: queryKeys.admin.quotasRows(year ?? 0),
    queryFn: () => apiRequest('POST', '/admin/getleavequotas', { body: { year }, schema: GetLeaveQuotasAnswer }),
    enabled: year !== null,
  });

export const useLeaveQuotas = (year: number | null) => useQuery(leaveQuotasQuery(year));
