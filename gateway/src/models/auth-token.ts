// Invitation, password-reset and sign-in link tokens (docs/architecture.md "Sessions and sign-in"): only the SHA-256 of the
// random token is stored; a token is single use (deleted when used) and expires (TTL index).
import { Schema, type Connection } from 'mongoose';

const TOKEN_KINDS = ['invite', 'reset', 'login'] as const;

const authTokenSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    kind: { type: String, enum: TOKEN_KINDS, required: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'auth_tokens' },
);
authTokenSchema.index({ tokenHash: 1 }, { unique: true });
authTokenSchema.index({ user: 1, kind: 1 });
authTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const authTokenModel = (conn: Connection) => conn.model('AuthToken', authTokenSchema);
