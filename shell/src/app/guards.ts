// Route guards as react-router loaders (staff-area.md §2 "Anyone not signed in is redirected to
// /", §4). They are a convenience: the gateway authorises every call itself.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Role } from '@tavollet/contract/codes';
import { ensureSession } from '../lib/session/load-session.ts';
import { useSessionStore } from '../lib/session/stores/session-store.ts';
import { homeOf, isSafeReturnTo } from '../lib/session/role-homes.ts';

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
 * A role's area: its holders only; opening it makes the role active. Anyone else gets 'forbidden'
 * and the route shows the no-permission page: a silent redirect left them wondering where the
 * page went.
 */
export async function requireRole(role: Role, args: LoaderFunctionArgs): Promise<'forbidden' | null> {
  await requireSession(args);
  const session = useSessionStore.getState();
  if (!session.user?.szerepkorok.includes(role)) return 'forbidden';
  if (session.role !== role) session.chooseRole(role);
  return null;
}

/** `/app`: the active role's home, else the chooser. */
export async function appIndex(args: LoaderFunctionArgs): Promise<Response> {
  await requireSession(args);
  return redirect(homeOf(useSessionStore.getState().role));
}
