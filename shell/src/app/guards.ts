// Route guards as react-router loaders (staff-area.md §2 "Anyone not signed in is redirected to
// /", §4). They are a convenience: the gateway authorises every call itself.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Role } from '@tavollet/contract/codes';
import { ensureSession } from '../lib/session/load-session.ts';
import { useSessionStore } from '../lib/session/stores/session-store.ts';
import { ROLE_CHOOSER_PATH, homeOf, isSafeReturnTo } from '../lib/session/role-homes.ts';

/** `/?returnTo=<the page asked for>` so that login can come back to it. */
function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  return redirect(isSafeReturnTo(target) ? `/?returnTo=${encodeURIComponent(target)}` : '/');
}

/** Every `/app` page: signed-in users only. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  await ensureSession();
  if (useSessionStore.getState().status !== 'signedIn') throw loginRedirect(request);
  return null;
}

/**
 * A role's area: its holders only (others go to the chooser); opening it makes the role active.
 */
export async function requireRole(role: Role, args: LoaderFunctionArgs): Promise<null> {
  await requireSession(args);
  const session = useSessionStore.getState();
  if (!session.user?.szerepkorok.includes(role)) throw redirect(ROLE_CHOOSER_PATH);
  if (session.role !== role) session.chooseRole(role);
  return null;
}

/** `/app`: the active role's home, else the chooser. */
export async function appIndex(args: LoaderFunctionArgs): Promise<Response> {
  await requireSession(args);
  return redirect(homeOf(useSessionStore.getState().role));
}
