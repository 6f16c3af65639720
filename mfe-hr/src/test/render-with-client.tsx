// Renders under a fresh QueryClient with the page's own defaults (tests only): nothing cached
// leaks between tests. In the app the shell provides the one client; retries keep their rule
// here but not their delay, so a test need not wait.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retryDelay: 0 } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
