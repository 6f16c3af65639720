// The teacher area's server renderer (built for Node into dist/.server/first-screen.cjs,
// mfe-teacher/rspack.config.ts): the gateway renders a signed-in teacher's first screen with it,
// from the API answers it got for the same session, so the page shows before any script runs
// (docs/decisions/0545-signed-in-first-screen-on-the-server.md). The same App, routes and texts as
// the browser's first render, with the cache filled as the browser's reads fill it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';
import type { RenderFirstScreen } from '@tavollet/contract/remote-props';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import { firstHeading, renderRoutes } from '@tavollet/design-system/server/render-routes';
import App from '../app.tsx';
import { historySeed } from '../features/history/api/get-history.ts';
import { teacherDataSeed } from '../features/request/api/get-teacher-data.ts';

/** The reads a first screen may come with, and how each answer goes into the cache. */
const SEEDS: { url: string; queryKey: readonly unknown[]; read: (body: unknown) => unknown }[] = [
  teacherDataSeed,
  historySeed,
];

export const renderFirstScreen: RenderFirstScreen = async ({ path, search, props, answers }) => {
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  for (const seed of SEEDS) {
    if (seed.url in answers) client.setQueryData(seed.queryKey, seed.read(answers[seed.url]));
  }
  const routes: RouteObject[] = [{ path: `${props.basePath}/*`, element: <App {...props} /> }];
  const html = await renderRoutes(routes, path + search, {
    wrap: (router) => <QueryClientProvider client={client}>{router}</QueryClientProvider>,
  });
  client.clear();
  const heading = html && firstHeading(html);
  // A screen without its page title is not one this renders (a spinner, a failure): the browser's.
  if (!html || !heading) return null;
  return { html, title: `${heading} – ${initI18n().t('productName', { ns: 'common' })}` };
};
