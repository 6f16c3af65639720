// POST /api/admin/updateactiveperiod { megnyitva_tol, megnyitva_ig } (admin-area.md §4, §5 "Active
// period", §7): the panel shows the saved period at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActivePeriodBody, SavePeriodAnswer } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { activePeriodQuery } from './get-active-period.ts';

function updateActivePeriod(body: ActivePeriodBody) {
  return apiRequest('POST', '/admin/updateactiveperiod', {
    body: ActivePeriodBody.parse(body),
    schema: SavePeriodAnswer,
  });
}

export function useUpdateActivePeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateActivePeriod,
    onSuccess: (answer) => client.setQueryData(activePeriodQuery().queryKey, { data: answer.data }),
  });
}
