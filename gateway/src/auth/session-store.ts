// Server-side sessions in MongoDB (ARCHITECTURE.md "Sessions"). The cookie holds a random id
// signed with the shared keys; the `sessions` collection holds its SHA-256, the subject and
// the expiry. Nothing lives in process memory, so every gateway instance sees every session.
//
// Why not koa-session: koa-session 7 binds its options to the Koa app's context once
// (extendContext returns early on a second call), so a staff and an admin session with
// different cookies and lifetimes cannot coexist in one app (gateway/DECISIONS.md).
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Types } from 'mongoose';
import type { Models } from '../db/models.ts';
import type { SessionFields, SessionKind } from '../models/session.ts';
import { sha256 } from './tokens.ts';

export interface SessionConfig {
  kind: SessionKind;
  cookie: string;
  /** Rolling lifetime: every request moves the end this far ahead. */
  maxAgeMs: number;
  secure: boolean;
}

export type SessionRecord = SessionFields & { _id: string };

/** Writes of a rolled expiry are skipped when the last one is younger than this. */
const TOUCH_AFTER_MS = 60_000;

export class SessionStore {
  constructor(
    private readonly models: Models,
    readonly config: SessionConfig,
  ) {}

  private setCookie(ctx: Context, value: string | null): void {
    ctx.cookies.set(this.config.cookie, value, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secure,
      path: '/',
      overwrite: true,
      ...(value ? { maxAge: this.config.maxAgeMs } : {}),
    });
  }

  private rawId(ctx: Context): string | undefined {
    return ctx.cookies.get(this.config.cookie, { signed: true }) || undefined;
  }

  /** The live session of the request, or null (a stale cookie is cleared). */
  async read(ctx: Context): Promise<SessionRecord | null> {
    const raw = this.rawId(ctx);
    if (!raw) return null;
    const doc = await this.models.Session.findOne({
      _id: sha256(raw),
      kind: this.config.kind,
      expiresAt: { $gt: new Date() },
    }).lean<SessionRecord>();
    if (!doc) this.setCookie(ctx, null);
    return doc;
  }

  /** Starts a session for `subject` under a NEW id; the request's old session ends. */
  async start(ctx: Context, subject: Types.ObjectId): Promise<void> {
    await this.end(ctx);
    const raw = randomBytes(32).toString('base64url');
    await this.models.Session.create({
      _id: sha256(raw),
      kind: this.config.kind,
      subject,
      expiresAt: new Date(Date.now() + this.config.maxAgeMs),
    });
    this.setCookie(ctx, raw);
  }

  /** Ends the request's session (if any) and clears the cookie. */
  async end(ctx: Context): Promise<void> {
    const raw = this.rawId(ctx);
    if (raw) await this.models.Session.deleteOne({ _id: sha256(raw) });
    if (raw || ctx.cookies.get(this.config.cookie)) this.setCookie(ctx, null);
  }

  /** Rolls the expiry forward (at most once a minute per session). */
  async touch(ctx: Context, session: SessionRecord): Promise<void> {
    const remaining = session.expiresAt.getTime() - Date.now();
    if (remaining > this.config.maxAgeMs - TOUCH_AFTER_MS) return;
    const raw = this.rawId(ctx);
    if (!raw) return;
    await this.models.Session.updateOne(
      { _id: session._id },
      { $set: { expiresAt: new Date(Date.now() + this.config.maxAgeMs) } },
    );
    this.setCookie(ctx, raw);
  }

  /** Ends every session of a subject (blocking, password set by token, password change). */
  async endAllOf(subject: Types.ObjectId, exceptRequestOf?: Context): Promise<void> {
    const raw = exceptRequestOf ? this.rawId(exceptRequestOf) : undefined;
    await this.models.Session.deleteMany({
      subject,
      kind: this.config.kind,
      ...(raw ? { _id: { $ne: sha256(raw) } } : {}),
    });
  }
}
