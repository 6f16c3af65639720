// Server rendering of a signed-in first screen (docs/decisions/0545-signed-in-first-screen-on-the-server.md):
// renders routes at one URL with react-dom/server, inside a static data router, the way the
// browser's data router renders them (hooks such as useNavigation and useSearchParams answer
// alike). Only the Node builds of the shell and the remotes import this file (their
// `.server/first-screen.cjs`); it is never part of a browser bundle.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';

/** Any origin: only the path and the query string of the URL matter to the routes. */
const ORIGIN = 'http://first-screen.invalid';

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
