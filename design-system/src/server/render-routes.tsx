// Server rendering of a signed-in first screen (gateway/src/pages/first-screen.ts):
// renders routes at one URL with react-dom/server, inside a static data router, the way the
// browser's data router renders them (hooks such as useNavigation and useSearchParams answer
// alike), after the screen's reads went to the gateway's in-process API. Only the Node builds of
// the shell and the remotes import this file (their `.server/first-screen.cjs`); it is never part
// of a browser bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { sendApiCallsThrough } from '@tavollet/contract/client/http';
import type { ApiGet } from '@tavollet/contract/remote-props';

/** Any origin: only the path and the query string of the URL matter to the routes. */
const ORIGIN = 'http://first-screen.invalid';

/** The in-process GET of the page being rendered; renders of several requests may overlap. */
const pageApi = new AsyncLocalStorage<ApiGet>();

// The renderer's API client (its own copy in this build) asks the page's in-process GET. Its
// 401 announces nothing here (no window), and any answer but a 200 fails the read.
sendApiCallsThrough(async (input, init) => {
  const get = pageApi.getStore();
  if (!get || (init?.method ?? 'GET') !== 'GET') throw new Error('a first screen only reads, through readThrough');
  const { status, body } = await get(String(input));
  return new Response(status === 200 ? JSON.stringify(body) : null, { status });
});

/** Runs `read` (a QueryClient's prefetches) with its API calls answered by `get`. */
export function readThrough<T>(get: ApiGet, read: () => Promise<T>): Promise<T> {
  return pageApi.run(get, read);
}

export interface RenderOptions {
  /** Providers around the router. */
  wrap?: (node: ReactNode) => ReactNode;
  /**
   * Runs right before the synchronous render, after every await: the place to set module state
   * the components read (a store), which no other request can change in between.
   */
  prepare?: () => void;
}

/**
 * The markup of `routes` at `pathAndSearch`; null when no route matches or a route answers with a
 * redirect or an error (the browser then decides alone).
 */
export async function renderRoutes(
  routes: RouteObject[],
  pathAndSearch: string,
  { wrap = (node) => node, prepare }: RenderOptions = {},
): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathAndSearch, ORIGIN)));
  if (context instanceof Response || context.errors) return null;
  if (!context.matches.length) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  prepare?.();
  return renderToString(wrap(<StaticRouterProvider router={router} context={context} hydrate={false} />));
}

/**
 * The screen's name for the browser tab, as PageTitle names it (lib/use-page-title.ts): its
 * `data-document-title`, else the text of the first `<h1>`; HTML text, entities kept.
 */
export function firstHeading(html: string): string | null {
  const match = /<h1([^>]*)>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) return null;
  const named = /\sdata-document-title="([^"]*)"/.exec(match[1]!);
  return named ? named[1]! : match[2]!.replace(/<[^>]*>/g, '').trim();
}
