// GET /api/user/teacher/history (new; the spec's history ran on sample data): every own request
// except drafts. Filtering and sorting happen in the browser over this list.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { HistoryAnswer } from '@tavollet/contract/api/teacher';

export async function getHistory(signal?: AbortSignal) {
  const answer = await apiRequest('GET', '/user/teacher/history', { schema: HistoryAnswer, signal });
  return answer.items;
}

/** The answer as the query keeps it, for the gateway's server render (src/server/first-screen.tsx). */
export const historySeed = {
  url: '/api/user/teacher/history',
  queryKey: queryKeys.teacher.history(),
  read: (body: unknown) => HistoryAnswer.parse(body).items,
};

export function useHistory() {
  return useQuery({ queryKey: queryKeys.teacher.history(), queryFn: ({ signal }) => getHistory(signal) });
}
