// Invitation, reset and sign-in link tokens (docs/architecture.md "Sessions and sign-in"): 32 random
// bytes, only the SHA-256 is stored, single use (deleted when used), expiring after 72 h (invite),
// 1 h (reset) or 15 minutes (login). Each is accepted only where its kind is.
import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Models } from '../db/models.ts';

export type TokenKind = 'invite' | 'reset' | 'login';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  invite: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  login: 15 * 60 * 1000,
};

/** The kinds that set a password (the set-password page). */
export const PASSWORD_TOKENS: readonly TokenKind[] = ['invite', 'reset'];

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates a token for a user and returns the plain value (sent by mail, never stored). */
export async function issueToken(models: Models, user: Types.ObjectId, kind: TokenKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // A new invitation or reset link replaces the earlier ones of its kind: only the latest mail
  // works. Sign-in links live side by side (their number is limited per account), so a stranger
  // asking for one cannot void the link the owner is about to open.
  if (kind !== 'login') await models.AuthToken.deleteMany({ user, kind });
  await models.AuthToken.create({
    tokenHash: sha256(token),
    kind,
    user,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

const live = (token: string, kinds: readonly TokenKind[]) => ({
  tokenHash: sha256(token),
  kind: { $in: kinds },
  expiresAt: { $gt: new Date() },
});

/** The unexpired token document of one of `kinds` for a plain token, without using it up. */
export function findToken(models: Models, token: string, kinds: readonly TokenKind[]) {
  return models.AuthToken.findOne(live(token, kinds)).lean();
}

/** Uses a token up: it is deleted atomically, so two concurrent uses cannot both succeed. */
export function consumeToken(models: Models, token: string, kinds: readonly TokenKind[]) {
  return models.AuthToken.findOneAndDelete(live(token, kinds)).lean();
}
