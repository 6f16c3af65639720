// GET /api/user/teacher/history (new; the spec's history ran on sample data): every own request
// except drafts. Filtering and sorting happen in the browser over this list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { HistoryAnswer } from '@tavollet/contract/api/teacher';

export const historyQuery = () =>
  queryOptions({
    queryKey: queryKeys.teacher.history(),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/user/teacher/history', { schema: HistoryAnswer, signal })).items,
  });

export const useHistory = () => useQuery(historyQuery());
