// POST /api/admin/updateactiveperiod { megnyitva_tol, megnyitva_ig } (admin-area.md §4, §5 "Active
// period", §7): the panel shows the saved period at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActivePeriodBody, SavePeriodAnswer, type PeriodAnswer } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function updateActivePeriod(body: ActivePeriodBody) {
  return apiRequest('POST', '/admin/updateactiveperiod', {
    body: ActivePeriodBody.parse(body),
    schema: SavePeriodAnswer,
  });
}

export function useUpdateActivePeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateActivePeriod,
    onSuccess: (answer) => client.setQueryData<PeriodAnswer>(queryKeys.admin.calendarPeriod(), { data: answer.data }),
  });
}
