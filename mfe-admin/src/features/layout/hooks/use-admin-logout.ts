// Logout from the admin menu: ends the server session, then forgets the admin in the screen; the
// guard opens the login page without returnTo (leaving on purpose is not an interruption) and the
// admin part of the QueryClient goes (lib/session/use-admin-session-end.ts). If the server cannot
// be reached the screen still signs out; the cookie then expires on its own (2 hours).
import { useAdminSession } from '../../../lib/session/admin-session-store.ts';
import { adminLogout } from '../api/admin-logout.ts';

export function useAdminLogout(): () => Promise<void> {
  return async () => {
    await adminLogout().catch(() => undefined);
    useAdminSession.getState().signOut('logout');
  };
}
