// A call of a signed-in screen answered 401: the session ended (expired, signed out elsewhere,
// account blocked). Forget it and go to login, which brings the user back here afterwards.
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@tavollet/contract/client/http';
import { useSessionStore } from '../stores/session-store.ts';

/** Returns a handler: true (and redirected) when `err` means the session is over. */
export function useSessionExpired(): (err: unknown) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (err) => {
    if (!(err instanceof ApiError) || err.status !== 401) return false;
    useSessionStore.getState().signOut();
    void navigate(`/?returnTo=${encodeURIComponent(pathname + search)}`, { replace: true });
    return true;
  };
}
