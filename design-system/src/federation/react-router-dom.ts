// What the browser apps get when they import `react-router-dom`: one shared router for the whole
// page (the shell's location reaches every remote), holding only what the apps use
// (docs/architecture.md "Module Federation contract"). Shared as the whole package it was 61 KB
// gzip on every page, server rendering and all; this facade lets the bundler drop what no app
// calls.
//
// Only the Module Federation builds substitute this file (mf.shared.ts); tests and Storybook use
// the package. `federation-facades.test.ts` fails when a source file imports a name missing
// here. react-router-dom 7 is `react-router` plus the DOM `RouterProvider` of `react-router/dom`,
// which is what these two lines take.
export {
  createBrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  Route,
  Routes,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
