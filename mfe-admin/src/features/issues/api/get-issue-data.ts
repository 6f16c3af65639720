// GET /api/admin/getissuedata (admin-area.md §7 "Issues"): every report in the server's list order,
// and where a forward would go.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IssueDataAnswer } from '@tavollet/contract/api/admin-issues';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

const issueDataQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.issues(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getissuedata', { schema: IssueDataAnswer, signal }),
  });

export const useIssueData = () => useQuery(issueDataQuery());
