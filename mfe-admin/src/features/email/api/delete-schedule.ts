// DELETE /api/admin/deletescheduledmail { email_id } (admin-area.md §7 "E-mail"); the list is
// loaded again after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkMessageAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

function deleteSchedule(emailId: number) {
  return apiRequest('DELETE', '/admin/deletescheduledmail', { body: { email_id: emailId }, schema: OkMessageAnswer });
}

export function useDeleteSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.emailSchedules() }),
  });
}
