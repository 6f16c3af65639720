// One spelling per API route (docs/architecture.md "Gateway: routes, permissions, validation,
// errors"). Every router is case-sensitive and strict (http/route.ts, app.ts), so the routes
// and the middleware mounted with `api.use()` (origin check, session, guard) match exactly the
// same paths: a route can never be reached by a spelling its guard does not see. A path that
// only looks like the API — another case (`/API/`), a doubled or encoded slash (`//api/`,
// `/api%2F…`), a dot segment (`/./api/`, `/%2e/api/`), a host-like first segment (`//host/api/`),
// a trailing slash or `;` — answers the API's 404 here instead of the shell's page.
import path from 'node:path';
import type { Middleware } from 'koa';
import { NotFound } from '../domain/errors.ts';

/** The router options of every API router. */
export const API_ROUTER_OPTIONS = { sensitive: true, strict: true } as const;

/**
 * The paths a raw request target's path part may be read as, lower-cased: percent-decoded,
 * backslashes as slashes, slashes collapsed and dot segments resolved (`/./api`, `/%2e/api`,
 * `/x/../api`), and for `//host/…` also the part after the host, as a proxy or a browser would
 * read it.
 */
function readings(rawPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = rawPath; // a broken escape: judge it as written
  }
  decoded = decoded.replace(/\\/g, '/');
  const paths = [decoded];
  const authority = /^\/\/[^/]*(\/.*)?$/.exec(decoded);
  if (authority) paths.push(authority[1] ?? '/');
  return paths.map((p) => path.posix.normalize(p).toLowerCase());
}

/** True for a target that reads as /api or /api/… once decoded and normalised (see `readings`). */
export function readsAsApi(rawTarget: string): boolean {
  return readings(rawTarget.split('?', 1)[0] ?? '').some(
    (p) => p === '/api' || p.startsWith('/api/') || p.startsWith('/api;'),
  );
}

/**
 * Mounted before the API router: a request that reads as the API but is not spelled `/api/…`
 * exactly gets the API's 404 (JSON) — never the shell's index.html, never a route.
 */
export const refuseApiLookalikes: Middleware = async (ctx, next) => {
  if (!ctx.path.startsWith('/api/') && readsAsApi(ctx.url)) throw new NotFound();
  return next();
};
