// The API guard (docs/architecture.md "Gateway: routes, permissions, validation, errors"):
// finds the matched route, takes the area's session (loaded by koa-session, see
// auth/sessions.ts), and enforces the route's declared permission on the server for every
// request: signed in, holds the role, not blocked.
import type { Context, Middleware } from 'koa';
import type { Document } from 'mongodb';
import type { Types } from 'mongoose';
import type { Logger } from '../logger.ts';
import type { Models } from '../db/models.ts';
import type { AreaSessions } from '../auth/sessions.ts';
import { AUTH_MESSAGES } from '@tavollet/contract/api/auth';
import { Forbidden, Unauthenticated } from '../domain/errors.ts';
import type { AdminRecord, UserRecord } from '../domain/actor.ts';
import { apiState } from './context.ts';
import { isAdminPath, routeKey, type Permission, type PermissionTable } from './permissions.ts';

/** The catch-all 404 route of app.ts; not a real route. */
export const CATCH_ALL = '/api/{*rest}';

interface Layer {
  path: string;
  methods: string[];
}

/** The registered path of the route @koa/router matched for this method, if any. */
export function matchedRoute(ctx: Context): string | undefined {
  const layers = ((ctx as unknown as { matched?: Layer[] }).matched ?? []) as Layer[];
  return layers.find((l) => l.methods.includes(ctx.method) && l.path !== CATCH_ALL)?.path;
}

export interface GuardDeps {
  models: Models;
  staffSessions: AreaSessions;
  adminSessions: AreaSessions;
  log: Logger;
  /** Built by app.ts from the areas' route declarations. */
  permissions: PermissionTable;
}

export function guard(deps: GuardDeps): Middleware {
  return async (ctx, next) => {
    const path = matchedRoute(ctx);
    if (!path) return next(); // unknown route: the catch-all answers 404
    const state = apiState(ctx);
    state.routeKey = routeKey(ctx.method, path);
    const permission = deps.permissions.get(state.routeKey);
    if (!permission) {
      // Only a router mounted around http/route.ts can get here (tests do, on purpose).
      deps.log.error({ route: state.routeKey }, 'route has no permission rule; refused');
      throw new Forbidden();
    }
    const sessions = isAdminPath(path) ? deps.adminSessions : deps.staffSessions;
    state.session = sessions.current(ctx);
    if (permission !== 'public') await authorize(ctx, permission, sessions, deps);
    return next();
  };
}

/**
 * The signed-in person as a plain record with the schema's defaults: the document the session
 * read joined (one round trip, auth/sessions.ts), or else the driver's own findOne. Never a
 * hydrated mongoose document: nothing on a request's path saves it.
 */
async function findSubject(
  sessions: AreaSessions,
  ctx: Context,
  collection: { findOne(filter: Document): Promise<Document | null> },
  id: Types.ObjectId,
): Promise<Document | null> {
  const joined = sessions.person(ctx);
  return joined !== undefined ? joined : collection.findOne({ _id: id });
}

const userRecord = (raw: Document): UserRecord =>
  ({
    ...raw,
    oktatasi_azonosito: raw.oktatasi_azonosito ?? null,
    szerepkorok: raw.szerepkorok ?? [],
    blocked: raw.blocked ?? false,
    passwordHash: raw.passwordHash ?? null,
    passwordChangedAt: raw.passwordChangedAt ?? null,
    deletedAt: raw.deletedAt ?? null,
  }) as UserRecord;

const adminRecord = (raw: Document): AdminRecord => ({ ...raw, blocked: raw.blocked ?? false }) as AdminRecord;

async function authorize(
  ctx: Context,
  permission: Exclude<Permission, 'public'>,
  sessions: AreaSessions,
  deps: GuardDeps,
) {
  const state = apiState(ctx);
  const session = state.session;
  if (!session || session.kind !== (permission === 'admin' ? 'admin' : 'staff')) throw new Unauthenticated();
  if (permission === 'admin') {
    const raw = await findSubject(sessions, ctx, deps.models.Admin.collection, session.subject);
    const admin = raw && adminRecord(raw);
    if (!admin || admin.blocked) {
      sessions.end(ctx); // deleted when the error passes the session middleware
      throw new Unauthenticated(admin ? AUTH_MESSAGES.blocked : undefined);
    }
    state.admin = admin;
  } else {
    // Read with the session (or kept only while unchanged in the database, auth/session-cache.ts),
    // so blocking or a removed role takes effect at the next request.
    const raw = await findSubject(sessions, ctx, deps.models.User.collection, session.subject);
    const user = raw && userRecord(raw);
    if (!user || user.blocked) {
      sessions.end(ctx);
      throw new Unauthenticated(user ? AUTH_MESSAGES.blocked : undefined);
    }
    if (permission !== 'staff' && !permission.some((r) => user.szerepkorok.includes(r))) throw new Forbidden();
    state.user = user;
  }
  // The expiry rolls in koa-session's commit (rolling, at most one write a minute).
}
