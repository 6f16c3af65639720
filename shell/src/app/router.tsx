// Every route of the shell (staff-area.md §2). Remote areas are generated from the contract's
// REMOTES list; each mounts the remote's own <Routes> under its base path (`tanar/*`).
//
// Where later issues slot in: the session guard becomes a `loader` on the `/app` route
// (redirect to `/` when signed out), the role guard a loader on each staff remote route.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/layout/components/app-layout.tsx';
import { PlaceholderPage } from '../features/placeholders/components/placeholder-page.tsx';
import { RemoteLoading, RemoteRoute } from '../features/remotes/components/remote-route.tsx';
import { REMOTE_MOUNTS, type RemoteMount } from '../lib/federation/remote-routes.ts';
import { remoteSettled } from '../lib/federation/load-remote.ts';

const STAFF_PREFIX = '/app/';

/**
 * How long a navigation waits for a remote before showing the page with a spinner instead. A
 * remote that arrives sooner renders at once, without a Suspense fallback.
 */
const REMOTE_WAIT_MS = 1500;

function remoteRoute(mount: RemoteMount, path: string, standalone = false): RouteObject {
  return {
    path: `${path}/*`,
    // Runs as soon as the navigation is known, before rendering: starts the download (unless
    // the bootstrap already did) and holds the navigation until the remote is ready, failed, or
    // REMOTE_WAIT_MS passed. Failures are not thrown here: RemoteRoute shows the error panel.
    loader: async () => {
      await remoteSettled(mount.name, REMOTE_WAIT_MS);
      return null;
    },
    // On the first page load the layout renders at once with this spinner in its main area
    // while the loader waits (a fallback on the layout route would hide the whole layout).
    hydrateFallbackElement: <RemoteLoading remote={mount.name} standalone={standalone} />,
    // Moving between a remote's own pages needs no reload of anything.
    shouldRevalidate: () => false,
    element: <RemoteRoute mount={mount} standalone={standalone} />,
  };
}

const staffMounts = REMOTE_MOUNTS.filter((m) => m.basePath.startsWith(STAFF_PREFIX));
const otherMounts = REMOTE_MOUNTS.filter((m) => !m.basePath.startsWith(STAFF_PREFIX));

export const routes: RouteObject[] = [
  {
    errorElement: <PlaceholderPage page="error" standalone />,
    children: [
      { path: '/', element: <PlaceholderPage page="login" standalone /> },
      { path: '/elfelejtett/jelszo', element: <PlaceholderPage page="forgottenPassword" standalone /> },
      { path: '/beallitas/jelszo', element: <PlaceholderPage page="setPassword" standalone /> },
      {
        path: '/app',
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to="/app/szerep" replace /> },
          { path: 'szerep', element: <PlaceholderPage page="roleChooser" /> },
          { path: 'jelszo', element: <PlaceholderPage page="changePassword" /> },
          { path: 'hiba-jelentes', element: <PlaceholderPage page="issueReport" /> },
          ...staffMounts.map((m) => remoteRoute(m, m.basePath.slice(STAFF_PREFIX.length))),
          { path: '*', element: <PlaceholderPage page="notFound" /> },
        ],
      },
      // The admin area has its own login and frame (admin-area.md), so no staff layout around it.
      ...otherMounts.map((m) => remoteRoute(m, m.basePath, true)),
      { path: '*', element: <PlaceholderPage page="notFound" standalone /> },
    ],
  },
];

/** The shell's router; created by the bootstrap after i18n, so loaders run with texts ready. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
