// GET /api/auth/verify?token (staff-area.md §7): ok, message and the invited user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { VerifyAnswer } from '@tavollet/contract/api/auth';

/**
 * Asked once per link: no retry (a refused link stays refused, and an unanswered one is said at
 * once, §8), and never again while the page is open (the link is used up by the password save).
 */
export const verifyTokenQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.auth.verifyToken(token),
    queryFn: ({ signal }) => apiRequest('GET', '/auth/verify', { query: { token }, schema: VerifyAnswer, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useVerifyToken = (token: string) => useQuery(verifyTokenQuery(token));
