// PATCH /api/admin/updatedays { datum, tipus, megjegyzes } (admin-area.md §5 "Day edit", §7): the
// saved day replaces its cell, then the months and the configured range are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateDayAnswer, UpdateDayBody } from '@tavollet/contract/api/admin-calendar';
import { apiRequest } from '@tavollet/contract/client/http';
import { patchDay, reloadDays } from './calendar-cache.ts';

function updateDay(body: UpdateDayBody) {
  return apiRequest('PATCH', '/admin/updatedays', { body: UpdateDayBody.parse(body), schema: UpdateDayAnswer });
}

export function useUpdateDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDay,
    onSuccess: (answer) => {
      patchDay(client, answer.data);
      void reloadDays(client);
    },
  });
}
