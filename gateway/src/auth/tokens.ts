// Invitation and reset tokens (docs/architecture.md "Sessions and sign-in"): 32 random bytes, only the SHA-256 is
// stored, single use (deleted when used), expiring after 72 h (invite) or 1 h (reset).
import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Models } from '../db/models.ts';

export type TokenKind = 'invite' | 'reset';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  invite: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates a token for a user and returns the plain value (sent by mail, never stored). */
export async function issueToken(models: Models, user: Types.ObjectId, kind: TokenKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // A new link replaces the earlier ones of the same kind: only the latest mail works.
  await models.AuthToken.deleteMany({ user, kind });
  await models.AuthToken.create({
    tokenHash: sha256(token),
    kind,
    user,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/** The unexpired token document for a plain token, without using it up. */
export function findToken(models: Models, token: string) {
  return models.AuthToken.findOne({ tokenHash: sha256(token), expiresAt: { $gt: new Date() } }).lean();
}

/** Uses a token up: it is deleted atomically, so two concurrent uses cannot both succeed. */
export function consumeToken(models: Models, token: string) {
  return models.AuthToken.findOneAndDelete({ tokenHash: sha256(token), expiresAt: { $gt: new Date() } }).lean();
}
