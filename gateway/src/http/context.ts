// What the API middleware leaves on `ctx.state` for the handlers.
import type { Context } from 'koa';
import type { HydratedDocument } from 'mongoose';
import type { UserDoc } from '../models/user.ts';
import type { AdminFields } from '../models/admin.ts';
import type { SignedIn } from '../auth/sessions.ts';

export interface ApiState {
  /** `METHOD /api/path` of the matched route (permissions.ts key). */
  routeKey?: string;
  /** Who the request's session of its area (staff or admin, by path prefix) belongs to. */
  session?: SignedIn | null;
  /** The signed-in staff member, loaded fresh on every request that needs one. */
  user?: UserDoc;
  admin?: HydratedDocument<AdminFields>;
}

export function apiState(ctx: Context): ApiState {
  return ctx.state as ApiState;
}

/** The signed-in staff member; only call on routes whose permission requires one. */
export function currentUser(ctx: Context): UserDoc {
  const user = apiState(ctx).user;
  if (!user) throw new Error(`route ${apiState(ctx).routeKey ?? ctx.path} has no signed-in user`);
  return user;
}

export function currentAdmin(ctx: Context): HydratedDocument<AdminFields> {
  const admin = apiState(ctx).admin;
  if (!admin) throw new Error(`route ${apiState(ctx).routeKey ?? ctx.path} has no signed-in admin`);
  return admin;
}

/** The client address (X-Forwarded-For is honoured only with TRUST_PROXY). */
export const clientIp = (ctx: Context) => ctx.request.ip || 'unknown';

/** This server's origin as the request reached it (Koa 3's `ctx.origin` is the Origin header). */
export const ownOrigin = (ctx: Context) => `${ctx.protocol}://${ctx.host}`;
