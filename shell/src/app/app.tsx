// The shell's root: providers and the router. The session and theme stores (zustand) join here
// in the sign-in issue.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
