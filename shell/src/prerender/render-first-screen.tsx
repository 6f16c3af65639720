// The shell's server renderer (built for Node into dist/.server/first-screen.cjs, shell/rspack.config.ts):
// the signed-in frame (header, role badge, user menu, the role's side menu) around a remote's
// first screen that the gateway had the remote render (gateway/src/pages/first-screen.ts).
// The same components and routes as the browser's first render (app/router.tsx: `/app` ->
// AppLayout -> the remote's area), so the app's own render, which takes the screen's place, looks
// the same. The page's answers are the remote's and the session check's, in one dehydrated cache,
// as the page has one QueryClient.
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import { readThrough, renderRoutes } from '@tavollet/design-system/server/render-routes';
import type { RenderFrame } from '@tavollet/contract/remote-props';
import shellTexts from '../i18n/hu.json';
import { AppLayout } from '../features/layout/components/app-layout.tsx';
import { RemoteArea } from '../features/remotes/components/remote-area.tsx';
import { sessionQuery } from '../lib/session/api/get-me.ts';
import { useSessionStore } from '../lib/session/stores/session-store.ts';

const STAFF_PREFIX = '/app/';

initI18n();
registerNamespace('shell', shellTexts);

export const renderFrame: RenderFrame = async ({ path, search, user, role, remote, get }) => {
  if (!remote.basePath.startsWith(STAFF_PREFIX) || !user.szerepkorok.includes(role)) return null;
  const routes: RouteObject[] = [
    {
      path: '/app',
      element: <AppLayout />,
      children: [
        {
          path: `${remote.basePath.slice(STAFF_PREFIX.length)}/*`,
          element: <RemoteArea basePath={remote.basePath} html={remote.html} />,
        },
      ],
    },
  ];
  // As the session check and the role guard leave the store in the browser (guards.ts). A server
  // render reads a zustand store's initial state (its server snapshot), so that object is set to
  // this render's session, right before the synchronous render; on the server nothing subscribes.
  const html = await renderRoutes(routes, path + search, {
    prepare: () => Object.assign(useSessionStore.getInitialState(), { status: 'signedIn', user, role }),
  });
  if (!html) return null;
  const client = new QueryClient();
  hydrate(client, remote.state as DehydratedState);
  await readThrough(get, () => client.fetchQuery(sessionQuery()));
  const state = dehydrate(client);
  client.clear();
  return { html, state };
};
