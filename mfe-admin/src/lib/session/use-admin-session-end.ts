// How the admin session ends in the screen (admin-area.md §2: sub-pages need an admin session).
// A 401 from any admin call — the API client fires SESSION_EXPIRED_EVENT with area 'admin'
// (contract/src/client/http.ts; the shell reacts to 'staff' only) — signs the admin out here; the
// guard then opens the login page with `returnTo`. Whenever the admin session ends (that, a
// logout, a failed check) the admin part of the page's QueryClient is dropped, so the next person
// never sees the previous one's answers.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_EXPIRED_EVENT, type SessionExpiredDetail } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { useAdminSession } from './admin-session-store.ts';

export function useAdminSessionEnd(): void {
  const client = useQueryClient();
  useEffect(() => {
    const onExpired = (event: Event) => {
      const { area } = (event as CustomEvent<SessionExpiredDetail>).detail;
      // A signed-out visitor's 401s are expected; a staff 401 is the shell's.
      if (area !== 'admin' || useAdminSession.getState().status !== 'signedIn') return;
      useAdminSession.getState().signOut();
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    const unsubscribe = useAdminSession.subscribe((state, previous) => {
      if (previous.status === 'signedIn' && state.status !== 'signedIn') {
        client.removeQueries({ queryKey: queryKeys.admin.all });
      }
    });
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      unsubscribe();
    };
  }, [client]);
}
