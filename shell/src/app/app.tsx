// The shell's root: the router. The session and theme stores (zustand, features/session and
// features/theme) need no provider.
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router.tsx';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
