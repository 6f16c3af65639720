// Staff sign-in and password flows (staff-area.md §5, §7, §8; issue "Gateway core" §2, §4).
import type { Context } from 'koa';
import { AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import type { LoginBody, ResetPasswordBody, SetPasswordBody, ChangePasswordBody } from '@tavollet/contract/api/auth';
import type { SessionUser } from '@tavollet/contract/remote-props';
import type { Role } from '@tavollet/contract/codes';
import type { UserDoc, UserFields } from '../models/user.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { accountKey } from '../auth/rate-limit.ts';
import { consumeToken, findToken, issueToken } from '../auth/tokens.ts';
import { badRequest } from '../http/errors.ts';
import { clientIp } from '../http/context.ts';
import { inviteMail, resetMail, setPasswordLink } from '../mail/templates.ts';
import { audit } from './audit.ts';
import type { Services } from './deps.ts';
import { checkPassword } from './sign-in.ts';

export const toSessionUser = (u: Pick<UserFields, 'nev' | 'email' | 'szerepkorok'>): SessionUser => ({
  nev: u.nev,
  email: u.email,
  szerepkorok: [...u.szerepkorok] as Role[],
});

/** POST /api/auth/login: rate-limited, a new session id on success. */
export async function login(s: Services, ctx: Context, body: LoginBody): Promise<SessionUser> {
  const { account: user, ip } = await checkPassword(s, ctx, body, {
    buckets: 'login',
    failedAction: 'auth.login_failed',
    find: (email) => s.models.User.findOne({ email }).exec(),
  });
  await s.staffSessions.start(ctx, user._id);
  await audit(s, { actorKind: 'user', actor: user._id, action: 'auth.login', ip });
  return toSessionUser(user);
}

/** The active, unblocked user of an invitation or reset token, or the spec's error. */
async function tokenUser(s: Services, token: string): Promise<UserDoc> {
  const doc = await findToken(s.models, token);
  const user = doc ? await s.models.User.findById(doc.user) : null;
  if (!user || user.blocked) throw badRequest(M.inviteInvalid);
  return user;
}

/** GET /api/auth/verify?token: who the link is for. */
export async function verifyInvite(s: Services, token: string): Promise<{ nev: string; email: string }> {
  const user = await tokenUser(s, token);
  return { nev: user.nev, email: user.email };
}

/** POST /api/auth/setpassword?token: uses the token up and ends the user's other sessions. */
export async function setPassword(s: Services, ctx: Context, token: string, body: SetPasswordBody): Promise<void> {
  await tokenUser(s, token);
  const used = await consumeToken(s.models, token);
  if (!used) throw badRequest(M.inviteInvalid);
  const passwordHash = await hashPassword(body.password);
  await s.models.User.updateOne({ _id: used.user }, { $set: { passwordHash, passwordChangedAt: new Date() } });
  await s.models.AuthToken.deleteMany({ user: used.user });
  await s.staffSessions.endAllOf(used.user);
  await audit(s, { actorKind: 'user', actor: used.user, action: `auth.password_set_by_${used.kind}`, ip: clientIp(ctx) });
}

/**
 * POST /api/auth/resetpassword: the same answer whether or not the person exists; a mail with
 * the set-password link only when username, e-mail and OM id all match an active account.
 */
export async function requestReset(s: Services, ctx: Context, body: ResetPasswordBody): Promise<void> {
  const ip = clientIp(ctx);
  const email = accountKey(body.email);
  const buckets = [
    { key: `reset:account:${email}`, rule: s.limits.resetAccount },
    { key: `reset:ip:${ip}`, rule: s.limits.resetIp },
  ];
  await s.limiter.take(buckets);
  const user = await s.models.User.findOne({
    email,
    felhasznalonev: body.felhasznalonev,
    oktatasi_azonosito: body.oktatasi_azonosito,
  });
  await audit(s, { actorKind: 'anonymous', action: 'auth.reset_requested', target: email, ip, details: { matched: Boolean(user) } });
  if (!user || user.blocked) return;
  // Not awaited: the answer must take as long for a known person as for an unknown one
  // (a slow SMTP server would otherwise tell them apart). The mail issue moves this to Agenda.
  void sendResetMail(s, user, s.linkBase).catch((err: unknown) => s.log.error({ err, user: String(user._id) }, 'reset mail failed'));
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

/** POST /api/user/change-password: checks the current password and renews the session. */
export async function changePassword(s: Services, ctx: Context, user: UserDoc, body: ChangePasswordBody): Promise<void> {
  // Someone at an unattended, signed-in computer must not guess the current password freely.
  const bucket = { key: `change-password:${String(user._id)}`, rule: s.limits.loginAccount };
  await s.limiter.take([bucket]);
  if (!(await verifyPassword(user.passwordHash, body.current_password))) throw badRequest(M.wrongCurrentPassword);
  await s.limiter.reset([bucket.key]);
  user.passwordHash = await hashPassword(body.new_password);
  user.passwordChangedAt = new Date();
  await user.save();
  // Other devices signed in with the old password are signed out; this one gets a new id.
  await s.staffSessions.endAllOf(user._id, ctx);
  await s.staffSessions.start(ctx, user._id);
  await audit(s, { actorKind: 'user', actor: user._id, action: 'user.password_changed', ip: clientIp(ctx) });
}
