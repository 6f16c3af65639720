// GET /api/user/teacher/history (new; the spec's history ran on sample data): the teacher's own
// requests except drafts, one page at a time. The server filters, orders and pages; `search` is
// the view's filters and order (lib/history-filter.ts `historySearch`), each further page asked
// with the `next` of the one before. While another view loads, the previous one stays on screen
// (keepPreviousData).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { HistoryAnswer } from '@tavollet/contract/api/teacher';

export const historyQuery = (search = '') =>
  infiniteQueryOptions({
    queryKey: queryKeys.teacher.history(search),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(search);
      if (pageParam !== null) query.set('utana', pageParam);
      const qs = query.toString();
      return apiRequest('GET', `/user/teacher/history${qs ? `?${qs}` : ''}`, { schema: HistoryAnswer, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });

export const useHistory = (search: string) => useInfiniteQuery(historyQuery(search));
