// GET /api/admin/getauditlog (contract/src/api/admin-audit.ts): one page of the filtered log,
// newest first. The previous page stays on screen while the next one loads (keepPreviousData).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditLogAnswer } from '@tavollet/contract/api/admin-audit';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

/** `search` = `listSearch(view)`; `enabled` false while the filter has a problem the server would refuse. */
const auditLogQuery = (search: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.admin.auditLog(search),
    queryFn: ({ signal }) => apiRequest('GET', `/admin/getauditlog?${search}`, { schema: AuditLogAnswer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAuditLog = (search: string, enabled: boolean) => useQuery(auditLogQuery(search, enabled));
