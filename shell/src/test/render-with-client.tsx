// Renders under a fresh QueryClient with the page's own settings (tests only): nothing cached
// leaks between tests. Retries keep their rule but not their delay, so a test need not wait.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createQueryClient } from '../lib/query-client.ts';

export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
