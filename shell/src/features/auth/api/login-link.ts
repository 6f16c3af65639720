// The e-mailed one-time sign-in link: asking for one (the same answer whether or not the address
// has an account) and signing in with it.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { OkMessage, StaffUserAnswer } from '@tavollet/contract/api/auth';
import type { SessionUser } from '@tavollet/contract/remote-props';

async function requestLoginLink(email: string): Promise<string> {
  const answer = await apiRequest('POST', '/auth/login-link', { body: { email }, schema: OkMessage });
  return answer.message;
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: requestLoginLink });
}

async function loginWithLink(token: string): Promise<SessionUser> {
  const answer = await apiRequest('POST', '/auth/login-link/use', { body: { token }, schema: StaffUserAnswer });
  return answer.user;
}

/** `onSignedIn` runs before the call counts as done, so the button stays busy until the page leaves. */
export function useLoginWithLink(onSignedIn: (user: SessionUser) => Promise<void>) {
  return useMutation({ mutationFn: loginWithLink, onSuccess: onSignedIn });
}
