// POST /api/auth/login (staff-area.md §7): the user; an answer without one is invalid.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { StaffUserAnswer, type LoginBody } from '@tavollet/contract/api/auth';
import type { SessionUser } from '@tavollet/contract/remote-props';

async function login(body: LoginBody): Promise<SessionUser> {
  const answer = await apiRequest('POST', '/auth/login', { body, schema: StaffUserAnswer });
  return answer.user;
}

/** `onSignedIn` runs before the call counts as done, so the button stays busy until the page leaves. */
export function useLogin(onSignedIn: (user: SessionUser) => Promise<void>) {
  return useMutation({ mutationFn: login, onSuccess: onSignedIn });
}
