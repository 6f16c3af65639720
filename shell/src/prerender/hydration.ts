// Taking over a page rendered at build time (docs/architecture.md "Loading at run time",
// docs/decisions/0470-prerendered-public-pages.md): the router starts with the answers the build
// assumed (every loader `null`, as shell/src/prerender/render-pages.tsx renders), so its first
// render is the same markup and `hydrateRoot` changes nothing on screen.
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

/** Ids as React Router gives routes without one: the indexes along the tree, joined by `-`. */
function routeIds(routes: RouteObject[], parent: string[] = [], ids = new Map<RouteObject, string>()) {
  routes.forEach((route, index) => {
    const path = [...parent, String(index)];
    ids.set(route, route.id ?? path.join('-'));
    if (route.children) routeIds(route.children, path, ids);
  });
  return ids;
}

/** The loaders of the routes that match `pathname`. */
function matchedLoaders(routes: RouteObject[], pathname: string): RouteObject[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => m.route).filter((route) => Boolean(route.loader));
}

/**
 * Whether the page can be hydrated: it was rendered at build time (`data-prerendered` on the
 * root, set by the gateway) and none of its loaders has to ask first. The login page's guard
 * asks the server only after a sign-in on this browser (the signed-in hint); then the page may
 * send the visitor on, so it is rendered anew instead (index.html hides the markup meanwhile).
 */
export function canHydrate(container: HTMLElement, routes: RouteObject[], signedInHint: boolean): boolean {
  if (!container.hasAttribute('data-prerendered')) return false;
  return !(signedInHint && matchedLoaders(routes, window.location.pathname).length > 0);
}

/** Every matched loader's answer is `null`, as the build assumed. */
export function prerenderedHydrationData(routes: RouteObject[], pathname: string): HydrationState {
  const ids = routeIds(routes);
  return { loaderData: Object.fromEntries(matchedLoaders(routes, pathname).map((route) => [ids.get(route)!, null])) };
}
