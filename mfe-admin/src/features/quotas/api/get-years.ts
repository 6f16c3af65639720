// GET /api/admin/getyears (admin-area.md §7 "Quotas"): the years to choose from, ascending.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GetYearsAnswer } from '@tavollet/contract/api/admin-quotas';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const quotaYearsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.quotasYears(),
    queryFn: () => apiRequest('GET', '/admin/getyears', { schema: GetYearsAnswer }),
  });

export const useQuotaYears = () => useQuery(quotaYearsQuery());
