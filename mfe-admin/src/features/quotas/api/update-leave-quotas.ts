// PATCH /api/admin/updateleavequotas (admin-area.md §4 "Quota edit", §7 "Quotas"): the saved row
// replaces its old one in the year's list; the years are asked again (a new year may appear).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateLeaveQuotasAnswer, type UpdateLeaveQuotasBody } from '@tavollet/contract/api/admin-quotas';
import { apiRequest } from '@tavollet/contract/client/http';
import { leaveQuotasQuery } from './get-leave-quotas.ts';
import { quotaYearsQuery } from './get-years.ts';

const updateLeaveQuotas = (body: UpdateLeaveQuotasBody) =>
  apiRequest('PATCH', '/admin/updateleavequotas', { body, schema: UpdateLeaveQuotasAnswer });

export function useUpdateLeaveQuotas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLeaveQuotas,
    onSuccess: ({ row }) => {
      client.setQueryData(leaveQuotasQuery(row.ev).queryKey, (rows) =>
        rows?.map((r) => (r.user_id === row.user_id ? row : r)),
      );
      void client.invalidateQueries({ queryKey: quotaYearsQuery().queryKey });
    },
  });
}
