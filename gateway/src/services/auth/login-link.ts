// The e-mailed one-time sign-in link (docs/architecture.md "Sessions and sign-in"): the way in that
// no stranger's failures slow, so an account under attack keeps its owner, who reads its mail. The
// routes start the session and set the device cookie, as after a sign-in.
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import type { UserDoc } from '../../models/user.ts';
import { accountKey } from '../../auth/rate-limit.ts';
import { consumeToken, issueToken } from '../../auth/tokens.ts';
import { loginLinkMail, signInLink } from '../../mail/templates.ts';
import { audit } from '../audit.ts';
import type { Services } from '../deps.ts';
import { Invalid } from '../../domain/errors.ts';

/**
 * POST /api/auth/login-link: the same answer whether or not the address has an account. Refused
 * (429) beyond the address's limit; beyond the account's limit nothing more is sent (the links
 * already sent all still work, so a stranger asking cannot keep the owner's mail away). Only an
 * active, unblocked person with a password gets a mail.
 */
export async function requestLoginLink(s: Services, input: { email: string; ip: string }): Promise<void> {
  const { ip } = input;
  const email = accountKey(input.email);
  await s.limiter.take([{ key: `login-link:ip:${ip}`, rule: s.limits.loginLinkIp }]);
  const withinLimit = await s.limiter.tryTake([
    { key: `login-link:account:${email}`, rule: s.limits.loginLinkAccount },
  ]);
  const user = await s.models.User.findOne({ email });
  const sent = Boolean(withinLimit && user && !user.blocked && user.passwordHash);
  await audit(s, {
    actorKind: 'anonymous',
    action: 'auth.login_link_requested',
    target: email,
    ip,
    details: { matched: Boolean(user), sent },
  });
  if (!sent) return;
  // Not awaited: the answer takes as long for a known person as for an unknown one.
  void sendLoginLink(s, user!).catch((err: unknown) =>
    s.log.error({ err, user: String(user!._id) }, 'sign-in link mail failed'),
  );
}

async function sendLoginLink(s: Services, user: UserDoc): Promise<void> {
  const token = await issueToken(s.models, user._id, 'login');
  await s.mailer.send(loginLinkMail(user.email, user.nev, signInLink(s.linkBase, token)));
}

/**
 * POST /api/auth/login-link/use: uses the link up (once, within 15 minutes, void after a password
 * change) and answers its unblocked person, whose session the caller starts. The account's
 * failures stay: a stranger's next guess is delayed as before.
 */
export async function loginWithLink(s: Services, input: { token: string; ip: string }): Promise<UserDoc> {
  const used = await consumeToken(s.models, input.token, ['login']);
  const user = used ? await s.models.User.findById(used.user) : null;
  if (!user || user.blocked || !user.passwordHash) throw new Invalid(M.loginLinkInvalid);
  await audit(s, { actorKind: 'user', actor: user._id, action: 'auth.login_by_link', ip: input.ip });
  return user;
}
