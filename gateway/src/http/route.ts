// Areas and their routes (docs/architecture.md "Gateway: routes, permissions, validation,
// errors"). An area is one prefix under /api (`/auth`, `/user`, `/user/teacher`, `/leaders`,
// `/hr`, `/admin`) with one route table under routes/. Its routes are declared with `route()`
// only, which requires the permission next to the method and path, so no route can be declared
// without one; app.ts builds the guard's permission table from every area's declarations.
import Router from '@koa/router';
import type { Context } from 'koa';
import { endpoint, type EndpointInput, type EndpointSpec, type Schema } from './endpoint.ts';
import { API_ROUTER_OPTIONS } from './api-paths.ts';
import { assertFitsPath, routeKey, type Permission } from './permissions.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteSpec<B, Q, P> extends EndpointSpec<B, Q, P> {
  method: Method;
  /** The path inside the area (the spec's paths are fixed: staff-area.md §7, admin-area.md §7). */
  path: string;
  permission: Permission;
}

interface DeclaredRoute {
  /** `METHOD /api/path`, as the guard looks it up. */
  key: string;
  permission: Permission;
}

export interface ApiArea {
  /** The area's prefix under /api, e.g. `/user/teacher`. */
  readonly prefix: string;
  /** Every route declared so far, with its permission. */
  readonly routes: readonly DeclaredRoute[];
  route<
    B extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    P extends Schema | undefined = undefined,
  >(
    spec: RouteSpec<B, Q, P>,
    handler: (ctx: Context, input: EndpointInput<B, Q, P>) => Promise<void> | void,
  ): void;
  /** Mounts the area's routes on the /api router (app.ts). */
  mountOn(api: Router): void;
}

export function defineArea(prefix: string): ApiArea {
  const router = new Router({ ...(prefix ? { prefix } : {}), ...API_ROUTER_OPTIONS });
  const routes: DeclaredRoute[] = [];
  return {
    prefix,
    routes,
    route(spec, handler) {
      const full = `/api${prefix}${spec.path}`;
      // The type requires it; this also stops a cast or a plain-JS caller.
      if (!spec.permission || (Array.isArray(spec.permission) && spec.permission.length === 0)) {
        throw new Error(`route ${spec.method} ${full} declared without a permission`);
      }
      assertFitsPath(full, spec.permission);
      const key = routeKey(spec.method, full);
      if (routes.some((r) => r.key === key)) throw new Error(`route ${key} declared twice`);
      routes.push({ key, permission: spec.permission });
      const mw = endpoint(spec, handler);
      if (spec.method === 'GET') router.get(spec.path, mw);
      else if (spec.method === 'POST') router.post(spec.path, mw);
      else if (spec.method === 'PUT') router.put(spec.path, mw);
      else if (spec.method === 'PATCH') router.patch(spec.path, mw);
      else router.delete(spec.path, mw);
    },
    mountOn(api) {
      api.use(router.routes(), router.allowedMethods());
    },
  };
}
