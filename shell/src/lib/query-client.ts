// The page's one QueryClient (docs/architecture.md "Server state and forms"). The shell creates
// it and provides it around its router, so every remote rendered inside finds it through the
// shared @tanstack/react-query singleton (mf.shared.ts): a mutation in one remote can refresh
// what another one shows. Defaults: contract/src/client/query-defaults.ts.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@tavollet/contract/client/http';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';

/**
 * A call's refusal is shown by its screen; an ended session by the shell (the HTTP client
 * announces every 401). Anything else thrown by a query or a mutation is a bug (e.g. a payload
 * that fails its own schema) that TanStack would otherwise keep silently in its state.
 */
function reportUnexpected(error: unknown): void {
  if (!(error instanceof ApiError)) console.error(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportUnexpected }),
    mutationCache: new MutationCache({ onError: reportUnexpected }),
    defaultOptions: QUERY_DEFAULTS,
  });
}
