// POST /api/admin/forwardtodeveloper { issue_id, message } (admin-area.md §7 "Issues"). The list
// is loaded again when it settles, also after a refusal (someone else may have forwarded it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ForwardIssueAnswer, ForwardIssueBody } from '@tavollet/contract/api/admin-issues';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

function forwardIssue(body: ForwardIssueBody) {
  return apiRequest('POST', '/admin/forwardtodeveloper', {
    body: ForwardIssueBody.parse(body),
    schema: ForwardIssueAnswer,
  });
}

export function useForwardIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: forwardIssue,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.issues() }),
  });
}
