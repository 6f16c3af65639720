// Sessions (docs/architecture.md "Sessions and sign-in"): koa-session 7 with a MongoDB store.
// Routes use the two `AreaSessions` of the services (`staffSessions`, `adminSessions`) to start
// and end the request's session; services only end every session of a person (`endAllOf`,
// no request needed). Only this file talks to koa-session.
//
// ONE koa-session middleware serves both areas (koa-session 7 binds its options to the app's
// context once, so a second `session()` with other options would be ignored). The request's
// area — admin for `/api/admin/*` and `/api/auth/admin/*` (isAdminPath), staff otherwise —
// chooses:
//   - the cookie: `externalKey` reads and writes `tavollet.admin` or `tavollet.sid` (httpOnly, SameSite=Lax, Secure from COOKIE_SECURE); the per-request `key` option is set to
//     the same name, so koa-session's own removal (logout, `regenerate()`) expires that cookie;
//   - the kind: `valid` refuses a session of the other kind, so a staff session never
//     authenticates an admin path and the other way round.
// The lifetime is per kind (`ctx.session.maxAge` at sign-in; koa-session keeps it as `_maxAge`).
//
// Store: the `sessions` collection holds SHA-256(id) as `_id`, the kind, the subject, `expiresAt`
// (TTL index) and the rest of the session data, so every gateway instance sees every session.
// The store reads the session and its person (user or admin, by the request's area) in ONE
// aggregate with `$lookup` on the person's `_id`; the guard takes the person from there
// (`AreaSessions.person`), so a signed-in request costs one round trip for both and still sees
// a block, a deletion or a removed role at once. The read is kept in memory while the change
// feed shows no write to the session or to any person committed before the request
// (session-cache.ts, db/change-feed.ts).
//
// The cookie is not signed: its value is a random 256-bit id, which an HMAC cannot make harder
// to guess, and the database holds only its SHA-256 (docs/decisions/0020-session-cookies-and-lifetimes.md).
//
// Rolling: `rolling: true` moves the expiry forward on every response, but the store skips the
// database write while the stored expiry is less than a minute old (ROLL_AFTER_MS), so an active
// session costs at most one write a minute; the cookie is re-sent only with that write. A session
// is only ever inserted under a new id and otherwise updated, never upserted: a session ended by
// another request (logout, blocking, a password change) is not brought back by a late rolling save.
import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import type { Collection, Document } from 'mongodb';
import { Types } from 'mongoose';
import type { Models } from '../db/models.ts';
import { SESSION_KINDS, type SessionKind } from '../models/session.ts';
import { isAdminPath } from '../http/permissions.ts';
import { sha256 } from './tokens.ts';
import { SessionReadCache } from './session-cache.ts';
import { namespaceOf, type WriteStamps } from '../db/stamped-read-cache.ts';

/** Cookie and lifetime of each area: staff 8 h rolling (a school day), admin 2 h rolling. */
export const SESSION_AREAS = {
  staff: { cookie: 'tavollet.sid', maxAgeMs: 8 * 60 * 60 * 1000 },
  admin: { cookie: 'tavollet.admin', maxAgeMs: 2 * 60 * 60 * 1000 },
} as const satisfies Record<SessionKind, { cookie: string; maxAgeMs: number }>;

/** A rolled expiry is written only when the stored one is at least this old. */
const ROLL_AFTER_MS = 60_000;

/** The signed-in party of a request's session. */
export interface SignedIn {
  kind: SessionKind;
  /** A User for staff sessions, an Admin for admin sessions. */
  subject: Types.ObjectId;
}

/** koa-session's session data as this gateway fills it (plus koa-session's `_maxAge`). */
interface SessionData {
  kind: SessionKind;
  /** ObjectId as hex (the session data is JSON). */
  subject: string;
}

/** The parts of koa-session's context extension used here (koa-session does not type Koa's context). */
interface KoaSession extends Partial<SessionData> {
  maxAge: number;
  regenerate(): Promise<void> | undefined;
}
interface SessionContext {
  session: KoaSession | null;
  sessionOptions: { key: string; maxAge?: number | 'session' };
}
const sessionContext = (ctx: Context) => ctx as unknown as SessionContext;
const assignSession = (ctx: Context, value: SessionData | null) => {
  (ctx as unknown as { session: SessionData | null }).session = value;
};

/** The session area of a request, by its path. */
const areaOf = (ctx: Context): SessionKind => (isAdminPath(ctx.path.toLowerCase()) ? 'admin' : 'staff');
const cookieOf = (ctx: Context) => SESSION_AREAS[areaOf(ctx)].cookie;

const cookieOptions = (secure: boolean) => ({
  signed: false,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  overwrite: true,
});

/** koa-session's middleware with the MongoDB store; mount it on the API router before the guard. */
export function sessionMiddleware(
  app: Koa,
  models: Models,
  opts: { secure: boolean; changeFeed?: WriteStamps | undefined },
): Middleware {
  // Requests whose session the store left as stored (per request, gone with it).
  const unrolled = new WeakSet<Context>();
  const koaSession = createSession(
    {
      key: SESSION_AREAS.staff.cookie, // replaced per request below
      maxAge: SESSION_AREAS.staff.maxAgeMs, // replaced per session by AreaSessions.start
      ...cookieOptions(opts.secure),
      autoCommit: true,
      rolling: true,
      renew: false,
      genid: () => randomBytes(32).toString('base64url'),
      externalKey: {
        get: (ctx: Context) => ctx.cookies.get(cookieOf(ctx)) ?? '',
        set: (ctx: Context, id: string) => {
          // The store did not move the stored expiry (rolled less than a minute ago): neither
          // does the cookie, so an unchanged session costs no Set-Cookie either.
          if (unrolled.has(ctx)) return;
          const maxAge = sessionContext(ctx).sessionOptions.maxAge;
          ctx.cookies.set(cookieOf(ctx), id, {
            ...cookieOptions(opts.secure),
            ...(typeof maxAge === 'number' ? { maxAge } : {}),
          });
        },
      },
      store: mongoStore(models, opts.secure, unrolled, opts.changeFeed && sessionReadCache(models, opts.changeFeed)),
      valid: (ctx: Context, sess: Partial<SessionData>) => sess.kind === areaOf(ctx),
    },
    app,
  );
  return (ctx, next) => {
    sessionContext(ctx).sessionOptions.key = cookieOf(ctx);
    return koaSession(ctx, next);
  };
}

/** A stored session as the driver reads it (models/session.ts). */
interface StoredSession {
  _id: string;
  kind: SessionKind;
  subject: Types.ObjectId;
  expiresAt: Date;
  data?: Record<string, unknown>;
}
const sessionsCollection = (models: Models) => models.Session.collection as unknown as Collection<StoredSession>;

/** What the store's read returns: the session with its person joined (`person`: 0 or 1 document). */
type SessionRead = StoredSession & { person: Document[] };

function sessionReadCache(models: Models, stamps: WriteStamps) {
  return new SessionReadCache<SessionRead>(stamps, {
    sessions: namespaceOf(models.Session),
    people: { staff: namespaceOf(models.User), admin: namespaceOf(models.Admin) },
  });
}

/** The person read with a request's session: its subject and the raw document (null when gone). */
const PERSON = Symbol('session person');
type WithPerson = { [PERSON]?: { kind: SessionKind; subject: Types.ObjectId; doc: Document | null } };

/** The collection of the people a session of `kind` signs in. */
const personCollection = (models: Models, kind: SessionKind) =>
  kind === 'admin' ? models.Admin.collection.collectionName : models.User.collection.collectionName;

/** What the store last read or wrote for a request's session (stored expiry, data fingerprint). */
interface Stored {
  id: string;
  expiresAt: number;
  fingerprint: string;
}

const isKind = (value: unknown): value is SessionKind => SESSION_KINDS.includes(value as SessionKind);

/** Stable text of the session data (without the expiry), to tell whether it changed. */
const fingerprint = (data: Record<string, unknown>) =>
  JSON.stringify(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

function mongoStore(
  models: Models,
  secure: boolean,
  unrolled: WeakSet<Context>,
  cache: SessionReadCache<SessionRead> | undefined,
) {
  // Per request only (keyed by the request's context, gone with it): not shared state.
  const stored = new WeakMap<Context, Stored>();
  const need = (ctx: Context | undefined): Context => {
    if (!ctx) throw new Error('koa-session called the store without a context');
    return ctx;
  };
  return {
    async get(key: string, _maxAge: number, { ctx }: { ctx?: Context }) {
      const c = need(ctx);
      // One read for the session and its person, with the driver's own aggregate: mongoose's
      // query layer added a tenth of the gateway's CPU per request.
      // Kept in memory while the change feed says neither the session nor any person was
      // written before this request (session-cache.ts).
      const area = areaOf(c);
      const id = sha256(key);
      const now = Date.now();
      let doc = await cache?.get(id, area, now);
      if (!doc) {
        const marks = cache?.marks(id, area);
        [doc] = await sessionsCollection(models)
          .aggregate<SessionRead>([
            { $match: { _id: id, expiresAt: { $gt: new Date(now) } } },
            {
              $lookup: {
                from: personCollection(models, area),
                localField: 'subject',
                foreignField: '_id',
                as: 'person',
              },
            },
          ])
          .toArray();
        if (doc && marks) cache!.put(id, area, marks, doc);
      }
      if (!doc) {
        // Unknown or expired: the stale cookie is cleared (a later sign-in in this request overwrites it).
        c.cookies.set(cookieOf(c), null, { ...cookieOptions(secure), expires: new Date(0) });
        return null;
      }
      (c as WithPerson)[PERSON] = { kind: area, subject: doc.subject, doc: doc.person[0] ?? null };
      const data = { ...(doc.data as Record<string, unknown>), kind: doc.kind, subject: String(doc.subject) };
      stored.set(c, { id: doc._id, expiresAt: doc.expiresAt.getTime(), fingerprint: fingerprint(data) });
      return { ...data, _expire: doc.expiresAt.getTime() };
    },

    async set(key: string, sess: Record<string, unknown>, _maxAge: number, { ctx }: { ctx?: Context }) {
      const c = need(ctx);
      const { _expire, ...rest } = sess;
      const { kind, subject, ...data } = rest;
      if (typeof _expire !== 'number') throw new Error('session without an expiry');
      if (!isKind(kind) || typeof subject !== 'string' || !Types.ObjectId.isValid(subject)) {
        throw new Error('session data without a valid kind and subject');
      }
      const id = sha256(key);
      const fp = fingerprint(rest);
      const fields = { kind, subject: new Types.ObjectId(subject), expiresAt: new Date(_expire), data };
      const last = stored.get(c);
      if (last?.id === id) {
        // Unchanged and rolled less than a minute ago: no write.
        if (last.fingerprint === fp && _expire - last.expiresAt < ROLL_AFTER_MS) {
          unrolled.add(c);
          return;
        }
        // Update only: if another request ended this session meanwhile, it stays ended.
        cache?.forget(id);
        await models.Session.updateOne({ _id: id }, { $set: fields });
      } else {
        // A new id (sign-in, regenerate): koa-session never saves an id it did not just load or create.
        await models.Session.create({ _id: id, ...fields });
      }
      stored.set(c, { id, expiresAt: _expire, fingerprint: fp });
    },

    async destroy(key: string, { ctx }: { ctx?: Context }) {
      const c = need(ctx);
      const id = sha256(key);
      // An id this request neither loaded nor wrote was just generated by koa-session (sign-in
      // or sign-out without a session): nothing to delete.
      if (stored.get(c)?.id !== id) return;
      stored.delete(c);
      cache?.forget(id);
      await models.Session.deleteOne({ _id: id });
    },
  };
}

/**
 * The sessions of one area (staff or admin) as routes and services use them. The session of the
 * request is koa-session's `ctx.session`; changes are written when the response leaves the
 * session middleware (autoCommit), `start` writes at once.
 */
export class AreaSessions {
  readonly cookie: string;
  readonly maxAgeMs: number;

  constructor(
    private readonly models: Models,
    readonly kind: SessionKind,
  ) {
    this.cookie = SESSION_AREAS[kind].cookie;
    this.maxAgeMs = SESSION_AREAS[kind].maxAgeMs;
  }

  /** Who the request's session belongs to, or null (no session, or one of the other kind). */
  current(ctx: Context): SignedIn | null {
    const sess = sessionContext(ctx).session;
    if (!sess || sess.kind !== this.kind || typeof sess.subject !== 'string' || !Types.ObjectId.isValid(sess.subject))
      return null;
    return { kind: this.kind, subject: new Types.ObjectId(sess.subject) };
  }

  /**
   * The stored person (user or admin) of the request's session as the session read found it
   * (raw driver document; null when deleted), or undefined when the session was not read this
   * way. As fresh as the database: kept between requests only while no write to the session or
   * to any person happened (session-cache.ts).
   */
  person(ctx: Context): Document | null | undefined {
    const signedIn = this.current(ctx);
    const read = (ctx as WithPerson)[PERSON];
    // Only for the subject the session read joined (a sign-in later in the request starts another).
    return signedIn && read?.kind === this.kind && read.subject.equals(signedIn.subject) ? read.doc : undefined;
  }

  /** Signs `subject` in under a NEW session id (koa-session `regenerate`); the request's old session ends. */
  async start(ctx: Context, subject: Types.ObjectId): Promise<void> {
    if (areaOf(ctx) !== this.kind) throw new Error(`a ${this.kind} session cannot start on ${ctx.path}`);
    assignSession(ctx, { kind: this.kind, subject: subject.toHexString() });
    const sess = sessionContext(ctx).session!;
    sess.maxAge = this.maxAgeMs;
    await sess.regenerate();
  }

  /** Ends the request's session: deleted and its cookie expired when the response is committed. */
  end(ctx: Context): void {
    if (this.current(ctx) || ctx.cookies.get(this.cookie)) assignSession(ctx, null);
  }

  /** Ends every session of a subject (password set by token, password change). */
  async endAllOf(subject: Types.ObjectId): Promise<void> {
    await this.models.Session.deleteMany({ subject, kind: this.kind });
  }
}
