// The shell's root: providers and the router. The session and theme stores (zustand) join here
// in the sign-in issue.
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router.tsx';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
