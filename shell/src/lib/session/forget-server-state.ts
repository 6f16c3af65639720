// Whatever the signed-in person's screens loaded belongs to them: when the session ends (logout,
// expiry, a failed check) the page's QueryClient forgets it all, so the next person signing in
// on this page never sees the previous one's data, not even while their own loads.
import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from './stores/session-store.ts';

export function forgetServerStateOnSignOut(client: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.status === 'signedIn' && state.status !== 'signedIn') client.clear();
  });
}
