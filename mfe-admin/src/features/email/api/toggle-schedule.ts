// PATCH /api/admin/togglemailstatus { email_id, state } -> { state } (admin-area.md §4 "Scheduled
// email", §7): the screen adopts the state the server answers; an answer without a boolean state
// fails the schema and counts as an error.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ToggleAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { scheduledListQuery } from './get-scheduled-list.ts';

function toggleSchedule(input: { email_id: number; state: boolean }) {
  return apiRequest('PATCH', '/admin/togglemailstatus', { body: input, schema: ToggleAnswer });
}

export function useToggleSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleSchedule,
    onSuccess: (answer, input) => {
      client.setQueryData(scheduledListQuery().queryKey, (old) =>
        old
          ? { ...old, items: old.items.map((i) => (i.email_id === input.email_id ? { ...i, aktiv: answer.state } : i)) }
          : old,
      );
      // The next send time changes with the state.
      void client.invalidateQueries({ queryKey: scheduledListQuery().queryKey });
    },
  });
}
