// The defaults of the page's one QueryClient (docs/architecture.md "Server state and forms"). The
// shell creates the client with them; the apps' component tests create theirs with them too, so
// tests run on the same rules. Plain values (the contract depends on no front-end library): they
// fit TanStack's `DefaultOptions`.
import { ApiError } from './http.ts';

/** How long an answer counts as fresh: a screen opened again within it shows it without asking. */
export const QUERY_STALE_MS = 30_000;
/** Extra tries of a failed read that may pass by itself. */
export const QUERY_RETRIES = 1;

/**
 * Retries a read only when no answer came (network) or the server failed (5xx). A 4xx is the
 * server's decision, an invalid answer will be invalid again, and a timeout already waited
 * API_TIMEOUT_MS.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES || !(error instanceof ApiError)) return false;
  return error.status >= 500 || (error.status === 0 && error.message === 'network');
}

export const QUERY_DEFAULTS = {
  queries: {
    staleTime: QUERY_STALE_MS,
    retry: shouldRetryQuery,
    retryDelay: 1_000,
    // The HTTP client has its own timeout and messages: a call made offline fails at once with
    // the screen's message instead of waiting, paused, for the browser to say it is online.
    networkMode: 'always' as const,
  },
  mutations: {
    // Writes are never repeated by themselves (a submit must not be sent twice).
    retry: false,
    networkMode: 'always' as const,
  },
};
