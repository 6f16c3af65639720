// The session check on load (staff-area.md §4): asked once per page load; every guard awaits
// the same answer. A failed check signs out silently (no message, §8).
import type { QueryClient } from '@tanstack/react-query';
import { getMe, sessionQuery } from './api/get-me.ts';
import { useSessionStore } from './stores/session-store.ts';

let pending: Promise<void> | null = null;

/**
 * A page whose first screen the gateway rendered came with the session check's answer, now in
 * `client` (hydrated): the store knows the user without asking.
 */
export function sessionFromAnswers(client: QueryClient): void {
  const user = client.getQueryData(sessionQuery().queryKey);
  if (user) useSessionStore.getState().signIn(user);
}

/** Resolves once the session store knows whether someone is signed in. */
export function ensureSession(): Promise<void> {
  if (useSessionStore.getState().status !== 'unknown') return Promise.resolve();
  pending ??= getMe().then(
    (user) => useSessionStore.getState().signIn(user),
    () => useSessionStore.getState().signOut(),
  );
  return pending;
}
