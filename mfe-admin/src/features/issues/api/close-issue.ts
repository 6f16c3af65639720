// PATCH /api/admin/closeissue { bejelentes_id } (admin-area.md §7 "Issues"); the list is loaded
// again when it settles.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CloseIssueAnswer, CloseIssueBody } from '@tavollet/contract/api/admin-issues';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

function closeIssue(bejelentesId: number) {
  return apiRequest('PATCH', '/admin/closeissue', {
    body: CloseIssueBody.parse({ bejelentes_id: bejelentesId }),
    schema: CloseIssueAnswer,
  });
}

export function useCloseIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeIssue,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.issues() }),
  });
}
