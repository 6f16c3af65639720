// The teacher area's server renderer (built for Node into dist/.server/first-screen.cjs,
// mfe-teacher/rspack.config.ts): the gateway renders a signed-in teacher's first screen with it, so
// the page shows before any script runs. The screen's first reads are asked through the gateway's
// API in process, for the page's session; then the same App, routes and texts as the browser's
// first render draw it, and the cache goes into the page (`dehydrate`), where the shell's
// QueryClient takes it (`hydrate`).
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';
import { withoutTrailingSlash, type RenderFirstScreen } from '@tavollet/contract/remote-props';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import { firstHeading, readThrough, renderRoutes } from '@tavollet/design-system/server/render-routes';
import App from '../app.tsx';
import { historyQuery } from '../features/history/api/get-history.ts';
import { historySearch, readHistoryParams } from '../features/history/lib/history-filter.ts';
import { teacherDataQuery } from '../features/request/api/get-teacher-data.ts';

/** What each screen (by its path below the area) reads in its first render: asked before drawing it. */
const FIRST_READS: Record<string, (client: QueryClient, search: URLSearchParams) => Promise<void>> = {
  keres: (client) => client.prefetchQuery(teacherDataQuery()),
  // The view the link names (its filters and order), first page.
  elozmenyek: (client, search) => {
    const { filters, sort } = readHistoryParams(search);
    return client.prefetchInfiniteQuery(historyQuery(historySearch(filters, sort)));
  },
};

export const renderFirstScreen: RenderFirstScreen = async ({ path, search, props, get }) => {
  // As in the browser (its answers fresh, so no read shows as under way), but a failed read is
  // not tried again: the page would wait for it, and the browser reads it anyway.
  const client = new QueryClient({
    defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retry: false } },
  });
  const screen = withoutTrailingSlash(path).slice(props.basePath.length + 1);
  const read = Object.hasOwn(FIRST_READS, screen) ? FIRST_READS[screen]! : null;
  if (read) await readThrough(get, () => read(client, new URLSearchParams(search)));
  // A refused read or an answer that fails its schema: the browser's screen says so, not this one.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  const routes: RouteObject[] = [{ path: `${props.basePath}/*`, element: <App {...props} /> }];
  const html = await renderRoutes(routes, path + search, {
    wrap: (router) => <QueryClientProvider client={client}>{router}</QueryClientProvider>,
  });
  const state = dehydrate(client);
  client.clear();
  const heading = html && firstHeading(html);
  // A screen without its page title is not one this renders (a spinner, a failure): the browser's.
  if (!html || !heading) return null;
  return { html, title: `${heading} – ${initI18n().t('productName', { ns: 'common' })}`, state };
};
