// The shell's root: the page's one QueryClient around the router, so the shell's pages and every
// remote rendered inside share it (lib/query-client.ts). The session and theme stores (zustand,
// lib/session and features/layout) need no provider.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router.tsx';

export function App({ router, queryClient }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
