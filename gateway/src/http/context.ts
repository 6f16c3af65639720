// What the API middleware leaves on `ctx.state` for the handlers, and the one place a request
// becomes an Actor for the services (docs/architecture.md "Services, actors and domain errors").
import type { Context } from 'koa';
import type { SignedIn } from '../auth/sessions.ts';
import {
  adminActor,
  userActor,
  type Actor,
  type AdminActor,
  type AdminRecord,
  type UserActor,
  type UserRecord,
} from '../domain/actor.ts';

export interface ApiState {
  /** `METHOD /api/path` of the matched route (the permission table's key). */
  routeKey?: string;
  /** Who the request's session of its area (staff or admin, by path prefix) belongs to. */
  session?: SignedIn | null;
  /** The signed-in staff member, as the session read found it (fresh, or kept unchanged: auth/session-cache.ts). */
  user?: UserRecord;
  admin?: AdminRecord;
}

export function apiState(ctx: Context): ApiState {
  return ctx.state as ApiState;
}

/** The client address (X-Forwarded-For is honoured only from a TRUST_PROXY address: http/proxies.ts). */
export const clientIp = (ctx: Context) => ctx.request.ip || 'unknown';

/** This server's origin as the request reached it (Koa 3's `ctx.origin` is the Origin header). */
export const ownOrigin = (ctx: Context) => `${ctx.protocol}://${ctx.host}`;

/**
 * Who acts in this request, from what the guard loaded for the route's session area: the staff
 * member or the admin; null on a public route without a session.
 */
function actorOf(ctx: Context): Actor | null {
  const { user, admin } = apiState(ctx);
  if (user) return userActor(user, clientIp(ctx));
  if (admin) return adminActor(admin, clientIp(ctx));
  return null;
}

/** The signed-in staff member as an Actor; only on routes whose permission requires one. */
export function staffActor(ctx: Context): UserActor {
  const actor = actorOf(ctx);
  if (actor?.kind !== 'user') throw new Error(`route ${apiState(ctx).routeKey ?? ctx.path} has no signed-in user`);
  return actor;
}

/** The signed-in admin as an Actor; only on 'admin' routes. */
export function adminActorOf(ctx: Context): AdminActor {
  const actor = actorOf(ctx);
  if (actor?.kind !== 'admin') throw new Error(`route ${apiState(ctx).routeKey ?? ctx.path} has no signed-in admin`);
  return actor;
}
