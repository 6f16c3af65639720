// GET /api/auth/me (staff-area.md §7): the signed-in user, for the session check on load.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { StaffUserAnswer } from '@tavollet/contract/api/auth';
import type { SessionUser } from '@tavollet/contract/remote-props';

export async function getMe(): Promise<SessionUser> {
  const answer = await apiRequest('GET', '/auth/me', { schema: StaffUserAnswer });
  return answer.user;
}

/**
 * The session check as a query: how a first screen rendered by the gateway hands its answer to
 * the page's QueryClient (prerender/render-first-screen.tsx, load-session.ts).
 */
export const sessionQuery = () => queryOptions({ queryKey: queryKeys.auth.me(), queryFn: getMe });
