// GET /api/admin/getissuedata (admin-area.md §7 "Issues"): every report in the server's list order,
// and where a forward would go.
import { useQuery } from '@tanstack/react-query';
import { IssueDataAnswer } from '@tavollet/contract/api/admin-issues';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function getIssueData(signal?: AbortSignal) {
  return apiRequest('GET', '/admin/getissuedata', { schema: IssueDataAnswer, signal });
}

export function useIssueData() {
  return useQuery({ queryKey: queryKeys.admin.issues(), queryFn: ({ signal }) => getIssueData(signal) });
}
