// Every route of the shell (staff-area.md §2). Remote areas are generated from the contract's
// REMOTES list; each mounts the remote's own <Routes> under its base path (`tanar/*`).
//
// Guards (app/guards.ts) are loaders on every child of `/app`, not on the layout route: a loader
// there would hold the whole frame until the remote arrived on a first load. The layout itself
// waits for the session check (a spinner), so a signed-out visitor never sees it.
import { createBrowserRouter, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { AppLayout } from '../features/layout/components/app-layout.tsx';
import { PlaceholderPage } from '../features/placeholders/components/placeholder-page.tsx';
import { RoleChooserPage } from '../features/role-chooser/components/role-chooser-page.tsx';
import { RemoteLoading, RemoteRoute } from '../features/remotes/components/remote-route.tsx';
import { REMOTE_MOUNTS, type RemoteMount } from '../lib/federation/remote-routes.ts';
import { remoteSettled } from '../lib/federation/load-remote.ts';
import { PUBLIC_PATHS } from '../prerender/pages.ts';
import { appIndex, requireRole, requireSession } from './guards.ts';

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
    // Staff areas first check the session and the role (guards.ts), so a refused visitor
    // waits for no download.
    loader: async (args: LoaderFunctionArgs) => {
      if (mount.role && (await requireRole(mount.role, args)) === 'forbidden') return 'forbidden' as const;
      await remoteSettled(mount.name, REMOTE_WAIT_MS);
      return null;
    },
    // On the first page load the layout renders at once with this spinner in its main area
    // while the loader waits (a fallback on the layout route would hide the whole layout).
    hydrateFallbackElement: <RemoteLoading remote={mount.name} standalone={standalone} />,
    // Moving between a remote's own pages needs no reload of anything.
    shouldRevalidate: () => false,
    element: <RemoteOrForbidden mount={mount} standalone={standalone} />,
  };
}

/** The remote, or the no-permission page when the loader found the role is not the user's. */
function RemoteOrForbidden({ mount, standalone }: { mount: RemoteMount; standalone: boolean }) {
  return useLoaderData() === 'forbidden' ? (
    <PlaceholderPage page="forbidden" />
  ) : (
    <RemoteRoute mount={mount} standalone={standalone} />
  );
}

/**
 * A page of the layout guarded by a loader: on a first page load the layout shows this spinner
 * in its main area until the guard answers (without it React Router warns "No HydrateFallback").
 */
function guarded(route: RouteObject): RouteObject {
  return { hydrateFallbackElement: <CenteredSpinner area />, ...route } as RouteObject;
}

/**
 * The public pages are a bundle of their own (public/index.tsx): a
 * navigation to one (logout, an ended session, a guard's redirect, a link) leaves the app with a
 * full page load that takes the place of the current history entry, as those navigations ask
 * (Back never returns to a page that would only send the visitor on again). The navigation stays
 * pending until the page goes. Only when this page was itself served at that URL (the public
 * pages' build missing, e.g. for the second or so a rebuild of the shell takes) is there nothing
 * to leave for: the error page then says so instead of reloading for ever.
 */
function leaveForPublicPage({ request }: LoaderFunctionArgs): Promise<null> | null {
  const url = new URL(request.url);
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    throw new Error(`the public page ${url.pathname} was not served`);
  }
  window.location.replace(url.pathname + url.search);
  return new Promise<null>(() => undefined);
}

const staffMounts = REMOTE_MOUNTS.filter((m) => m.basePath.startsWith(STAFF_PREFIX));
const otherMounts = REMOTE_MOUNTS.filter((m) => !m.basePath.startsWith(STAFF_PREFIX));

export const routes: RouteObject[] = [
  {
    errorElement: <PlaceholderPage page="error" standalone />,
    children: [
      // Case-sensitive as the gateway serves them: any other spelling is not a public page.
      ...PUBLIC_PATHS.map((path): RouteObject => ({
        path,
        caseSensitive: true,
        loader: leaveForPublicPage,
        element: null,
      })),
      {
        path: '/app',
        element: <AppLayout />,
        children: [
          // It only sends on (appIndex redirects); the spinner shows while the session is checked.
          guarded({ index: true, loader: appIndex, element: <CenteredSpinner area /> }),
          guarded({ path: 'szerep', loader: requireSession, element: <RoleChooserPage /> }),
          // Their own chunks: the form library (react-hook-form) is not downloaded on every page.
          guarded({
            path: 'jelszo',
            loader: requireSession,
            lazy: async () => ({
              Component: (await import('../features/change-password/components/change-password-page.tsx'))
                .ChangePasswordPage,
            }),
          }),
          guarded({
            path: 'hiba-jelentes',
            loader: requireSession,
            lazy: async () => ({
              Component: (await import('../features/issue-report/components/issue-report-page.tsx')).IssueReportPage,
            }),
          }),
          ...staffMounts.map((m) => remoteRoute(m, m.basePath.slice(STAFF_PREFIX.length))),
          guarded({ path: '*', loader: requireSession, element: <PlaceholderPage page="notFound" /> }),
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
