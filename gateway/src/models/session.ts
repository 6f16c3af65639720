// Server-side sessions (docs/architecture.md "Sessions and sign-in"), the store of koa-session
// (gateway/src/auth/sessions.ts): the cookie carries a random id, the database keeps only its
// SHA-256, the kind, the signed-in subject and koa-session's own data. A TTL index ends
// expired ones.
import { Schema, type Connection } from 'mongoose';

export const SESSION_KINDS = ['staff', 'admin'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

const sessionSchema = new Schema(
  {
    /** SHA-256 (hex) of the session id in the cookie. */
    _id: { type: String, required: true },
    kind: { type: String, enum: SESSION_KINDS, required: true },
    /** A User for staff sessions, an Admin for admin sessions. */
    subject: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    /** The rest of koa-session's session data (e.g. its `_maxAge`). */
    data: { type: Schema.Types.Mixed, default: () => ({}) },
  },
  { timestamps: true, collection: 'sessions', versionKey: false, minimize: false },
);
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
sessionSchema.index({ subject: 1, kind: 1 });

export const sessionModel = (conn: Connection) => conn.model('Session', sessionSchema);
