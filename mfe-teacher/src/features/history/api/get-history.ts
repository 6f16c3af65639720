// GET /api/user/teacher/history (new; the spec's history ran on sample data): every own request
// except drafts. Filtering and sorting happen in the browser over this list.
import { apiRequest } from '@tavollet/contract/client/http';
import { HistoryAnswer } from '@tavollet/contract/api/teacher';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export async function getHistory(signal?: AbortSignal) {
  const answer = await apiRequest('GET', '/user/teacher/history', { schema: HistoryAnswer, signal });
  return answer.items;
}

export function useHistory() {
  return useApiQuery('teacher-history', getHistory);
}
