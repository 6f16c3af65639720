// GET /api/admin/getscheduledlist (admin-area.md §7 "E-mail"): every schedule in the list's shape.
import { useQuery } from '@tanstack/react-query';
import { ScheduleListAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function getScheduledList(signal?: AbortSignal) {
  return apiRequest('GET', '/admin/getscheduledlist', { schema: ScheduleListAnswer, signal });
}

export function useScheduledList() {
  return useQuery({ queryKey: queryKeys.admin.emailSchedules(), queryFn: ({ signal }) => getScheduledList(signal) });
}
