// GET /api/admin/getscheduledlist (admin-area.md §7 "E-mail"): every schedule in the list's shape.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleListAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const scheduledListQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.emailSchedules(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getscheduledlist', { schema: ScheduleListAnswer, signal }),
  });

export const useScheduledList = () => useQuery(scheduledListQuery());
