// Staff sign-in and password flows (staff-area.md §5, §7, §8; docs/architecture.md "Sessions
// and sign-in"). Plain inputs in, results out: the routes start sessions and set cookies.
import { AUTH_MESSAGES as M, signInRetryOrLinkMessage } from '@tavollet/contract/api/auth';
import type { ResetPasswordBody, SetPasswordBody, ChangePasswordBody } from '@tavollet/contract/api/auth';
import type { SessionUser } from '@tavollet/contract/remote-props';
import type { Role } from '@tavollet/contract/codes';
import { identityKey } from '@tavollet/contract/domain/identity';
import type { UserDoc, UserFields } from '../../models/user.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { passwordProblem, type PasswordOwner } from '../../auth/password-policy.ts';
import { accountKey } from '../../auth/rate-limit.ts';
import { PASSWORD_TOKENS, consumeToken, findToken, issueToken } from '../../auth/tokens.ts';
import { inviteMail, resetMail, setPasswordLink } from '../../mail/templates.ts';
import { audit } from '../audit.ts';
import { auditBy, type UserActor } from '../../domain/actor.ts';
import type { Services } from '../deps.ts';
import { Invalid } from '../../domain/errors.ts';
import { checkPassword, type Credentials } from './sign-in.ts';

export const toSessionUser = (u: Pick<UserFields, 'nev' | 'email' | 'szerepkorok'>): SessionUser => ({
  nev: u.nev,
  email: u.email,
  szerepkorok: [...u.szerepkorok] as Role[],
});

/** POST /api/auth/login: rate-limited; answers the user whose session the caller starts. */
export async function login(s: Services, credentials: Credentials): Promise<UserDoc> {
  const user = await checkPassword(s, credentials, {
    buckets: 'login',
    failedAction: 'auth.login_failed',
    guessingAddress: 'one-try-per-account',
    retryMessage: signInRetryOrLinkMessage,
    find: (email) => s.models.User.findOne({ email }).exec(),
  });
  await audit(s, { actorKind: 'user', actor: user._id, action: 'auth.login', ip: credentials.ip });
  return user;
}

/** The active, unblocked user of an invitation or reset token, or the spec's error. */
async function tokenUser(s: Services, token: string): Promise<UserDoc> {
  const doc = await findToken(s.models, token, PASSWORD_TOKENS);
  const user = doc ? await s.models.User.findById(doc.user) : null;
  if (!user || user.blocked) throw new Invalid(M.inviteInvalid);
  return user;
}

/** GET /api/auth/verify?token: who the link is for. */
export async function verifyInvite(s: Services, token: string): Promise<{ nev: string; email: string }> {
  const user = await tokenUser(s, token);
  return { nev: user.nev, email: user.email };
}

export interface SetPasswordInput extends SetPasswordBody {
  token: string;
  ip: string;
}

/** Refuses a common password or one holding the person's name (auth/password-policy.ts). */
function checkNewPassword(password: string, owner: PasswordOwner, field: string): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new Invalid(problem, [{ path: field, message: problem }]);
}

/** POST /api/auth/setpassword?token: uses the token up and ends every session of the user. */
export async function setPassword(s: Services, input: SetPasswordInput): Promise<void> {
  // Checked before the token is used up: a refused password leaves the link working.
  checkNewPassword(input.password, await tokenUser(s, input.token), 'password');
  const used = await consumeToken(s.models, input.token, PASSWORD_TOKENS);
  if (!used) throw new Invalid(M.inviteInvalid);
  const passwordHash = await hashPassword(input.password);
  await s.models.User.updateOne({ _id: used.user }, { $set: { passwordHash, passwordChangedAt: new Date() } });
  await s.models.AuthToken.deleteMany({ user: used.user });
  await s.staffSessions.endAllOf(used.user);
  await audit(s, { actorKind: 'user', actor: used.user, action: `auth.password_set_by_${used.kind}`, ip: input.ip });
}

/**
 * POST /api/auth/resetpassword: the same answer whether or not the person exists; a mail with
 * the set-password link only when username, e-mail and OM id all match an active account.
 */
export async function resetPassword(s: Services, input: ResetPasswordBody & { ip: string }): Promise<void> {
  const { ip } = input;
  const email = accountKey(input.email);
  const buckets = [
    { key: `reset:account:${email}`, rule: s.limits.resetAccount },
    { key: `reset:ip:${ip}`, rule: s.limits.resetIp },
  ];
  await s.limiter.take(buckets);
  const user = await s.models.User.findOne({
    email,
    usernameKey: identityKey(input.felhasznalonev),
    oktatasi_azonosito: input.oktatasi_azonosito,
  });
  await audit(s, {
    actorKind: 'anonymous',
    action: 'auth.reset_requested',
    target: email,
    ip,
    details: { matched: Boolean(user) },
  });
  if (!user || user.blocked) return;
  // Not awaited: the answer must take as long for a known person as for an unknown one
  // (a slow SMTP server would otherwise tell them apart). The mail issue moves this to Agenda.
  void sendResetMail(s, user, s.linkBase).catch((err: unknown) =>
    s.log.error({ err, user: String(user._id) }, 'reset mail failed'),
  );
}

/** Mails a reset link to a user (also used by the admin's "Jelszó helyreállítás"). */
export async function sendResetMail(s: Services, user: UserDoc, base: string): Promise<void> {
  const token = await issueToken(s.models, user._id, 'reset');
  await s.mailer.send(resetMail(user.email, user.nev, setPasswordLink(base, token)));
}

/** Mails an invitation (72 h link) to a new user; used when an admin creates or imports users. */
export async function sendInviteMail(s: Services, user: UserDoc, base: string): Promise<void> {
  const token = await issueToken(s.models, user._id, 'invite');
  await s.mailer.send(inviteMail(user.email, user.nev, setPasswordLink(base, token)));
}

/**
 * POST /api/user/change-password: checks the current password, stores the new one and ends
 * every session of the person (other devices signed in with the old password are signed out);
 * the route then gives the caller a session under a new id.
 */
export async function changePassword(s: Services, actor: UserActor, body: ChangePasswordBody): Promise<void> {
  const { user } = actor;
  // Someone at an unattended, signed-in computer must not guess the current password freely.
  const bucket = { key: `change-password:${String(user._id)}`, rule: s.limits.loginAccount };
  await s.limiter.take([bucket]);
  if (!(await verifyPassword(user.passwordHash, body.current_password))) throw new Invalid(M.wrongCurrentPassword);
  await s.limiter.reset([bucket.key]);
  checkNewPassword(body.new_password, user, 'new_password');
  // The actor's user is a plain record.
  const passwordHash = await hashPassword(body.new_password);
  await s.models.User.updateOne({ _id: user._id }, { $set: { passwordHash, passwordChangedAt: new Date() } });
  // A sign-in link mailed before the change must not open the account after it.
  await s.models.AuthToken.deleteMany({ user: user._id, kind: 'login' });
  await s.staffSessions.endAllOf(user._id);
  await audit(s, { ...auditBy(actor), action: 'user.password_changed' });
}
