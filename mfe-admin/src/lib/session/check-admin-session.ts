// The admin session check: one GET /api/admin/auth/me whose answer fills the store; a failure of
// any kind means signed out (the guard then shows the login page). Calls at the same time share
// one request.
import { getAdminMe } from './get-admin-me.ts';
import { useAdminSession } from './admin-session-store.ts';

let pending: Promise<void> | null = null;

/** Asks the server now (the login page, when this browser signed in before). */
export function checkAdminSession(): Promise<void> {
  pending ??= getAdminMe()
    .then(
      (admin) => useAdminSession.getState().signIn(admin),
      () => useAdminSession.getState().signOut(),
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Asks only while nobody knows yet (the guard of every admin page). */
export function ensureAdminSession(): Promise<void> {
  return useAdminSession.getState().status === 'unknown' ? checkAdminSession() : Promise.resolve();
}
