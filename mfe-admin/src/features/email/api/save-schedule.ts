// POST /api/admin/saveschedulerdetails (new) and PATCH /api/admin/updatescheduledemail (with
// email_id) (admin-area.md §7 "E-mail"); the list is loaded again after a save.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScheduleSavedAnswer, type SchedulePayloadInput } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

function saveSchedule(payload: SchedulePayloadInput) {
  return payload.email_id
    ? apiRequest('PATCH', '/admin/updatescheduledemail', { body: payload, schema: ScheduleSavedAnswer })
    : apiRequest('POST', '/admin/saveschedulerdetails', { body: payload, schema: ScheduleSavedAnswer });
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.emailSchedules() }),
  });
}
