// `/` for a browser that signed in before (staff-area.md §4 "Session check on load"): a signed-in
// user has nothing to do on the login page and is sent on. Asked only with the signed-in hint, so
// an anonymous visitor's first page makes no failing call.
import { ensureSession } from '../lib/session/load-session.ts';
import { hasSignedInHint, useSessionStore } from '../lib/session/stores/session-store.ts';
import { homeOf, isSafeReturnTo, landingPath } from '../lib/session/role-homes.ts';

/** Where the signed-in visitor of the login page goes (`search`: its query string); null: nobody is signed in. */
export async function signedInDestination(search: string): Promise<string | null> {
  if (useSessionStore.getState().status === 'unknown' && !hasSignedInHint()) return null;
  await ensureSession();
  const { status, user, role } = useSessionStore.getState();
  if (status !== 'signedIn' || !user) return null;
  const returnTo = new URLSearchParams(search).get('returnTo');
  return isSafeReturnTo(returnTo) || !role ? landingPath(user, returnTo) : homeOf(role);
}
