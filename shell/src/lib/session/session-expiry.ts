// Any call answering 401 outside sign-in (the shell's or a remote's) means the staff session
// ended: expired, signed out elsewhere, account blocked. The API client announces it on window
// (SESSION_EXPIRED_EVENT); here the shell forgets the session and opens the login page, which
// brings the user back to the same page afterwards (staff-area.md §4 "Session check").
import type { createBrowserRouter } from 'react-router-dom';
import { SESSION_EXPIRED_EVENT, type SessionExpiredDetail } from '@tavollet/contract/client/http';
import { useSessionStore } from './stores/session-store.ts';

type Router = ReturnType<typeof createBrowserRouter>;

export function listenForSessionExpiry(router: Router): () => void {
  const onExpired = (event: Event) => {
    const { area } = (event as CustomEvent<SessionExpiredDetail>).detail;
    // The admin area has its own session; a signed-out visitor's 401s are expected.
    if (area !== 'staff' || useSessionStore.getState().status !== 'signedIn') return;
    useSessionStore.getState().signOut();
    const { pathname, search } = router.state.location;
    void router.navigate(`/?returnTo=${encodeURIComponent(pathname + search)}`, { replace: true });
  };
  window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
}
