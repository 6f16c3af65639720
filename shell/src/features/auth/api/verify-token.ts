// GET /api/auth/verify?token (staff-area.md §7): ok, message and the invited user.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { VerifyAnswer } from '@tavollet/contract/api/auth';

export async function verifyToken(token: string, signal?: AbortSignal): Promise<VerifyAnswer> {
  return apiRequest('GET', '/auth/verify', { query: { token }, schema: VerifyAnswer, signal });
}

/**
 * Asked once per link: no retry (a refused link stays refused, and an unanswered one is said at
 * once, §8), and never again while the page is open (the link is used up by the password save).
 */
export function useVerifyToken(token: string) {
  return useQuery({
    queryKey: queryKeys.auth.verifyToken(token),
    queryFn: ({ signal }) => verifyToken(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
