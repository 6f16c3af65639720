// DELETE /api/admin/deleteactiveperiod (no body; admin-area.md §4, §7): the panel then reads
// "Nincs időszak beállítva".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletePeriodAnswer } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { activePeriodQuery } from './get-active-period.ts';

function deleteActivePeriod() {
  return apiRequest('DELETE', '/admin/deleteactiveperiod', { schema: DeletePeriodAnswer });
}

export function useDeleteActivePeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteActivePeriod,
    onSuccess: () => client.setQueryData(activePeriodQuery().queryKey, { data: null }),
  });
}
