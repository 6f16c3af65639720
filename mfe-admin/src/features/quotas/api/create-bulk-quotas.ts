// POST /api/admin/createbulkquotas { overwrite, quotaList } (admin-area.md §5 "Quota CSV", §7
// "Quotas"): the rows the browser's own check accepted. A refusal answers `messages` (the rows'
// texts); a success reloads the years and every year's rows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkQuotasAnswer, type BulkQuotasBody } from '@tavollet/contract/api/admin-quotas';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

const createBulkQuotas = (body: BulkQuotasBody) =>
  apiRequest('POST', '/admin/createbulkquotas', { body, schema: BulkQuotasAnswer });

export function useCreateBulkQuotas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBulkQuotas,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.quotas() }),
  });
}
