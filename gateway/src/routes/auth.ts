// /api/auth/*: staff and admin sign-in, invitations and password resets (staff-area.md §7,
// admin-area.md §7 "Authentication"). The services check; these handlers start and end the
// session (a new id at every sign-in) and keep the browser's device cookie.
import {
  AUTH_MESSAGES as M,
  LoginBody,
  LoginLinkBody,
  LoginLinkUseBody,
  ResetPasswordBody,
  SetPasswordBody,
  TokenQuery,
  type AdminUserAnswer,
  type OkMessage,
  type StaffUserAnswer,
  type VerifyAnswer,
} from '@tavollet/contract/api/auth';
import type { Services } from '../services/deps.ts';
import { defineArea, type ApiArea } from '../http/route.ts';
import { apiState, clientIp, staffActor } from '../http/context.ts';
import { login, resetPassword, setPassword, toSessionUser, verifyInvite } from '../services/auth/staff-auth.ts';
import { adminLogin } from '../services/auth/admin-auth.ts';
import { loginWithLink, requestLoginLink } from '../services/auth/login-link.ts';
import { audit } from '../services/audit.ts';
import { deviceOf, rememberDevice } from './device-cookie.ts';

export function authArea(s: Services): ApiArea {
  const area = defineArea('/auth');

  area.route(
    { method: 'POST', path: '/login', permission: 'public', body: LoginBody, limit: '2kb' },
    async (ctx, { body }) => {
      const device = deviceOf(ctx, 'login', body.email);
      const user = await login(s, { ...body, ip: clientIp(ctx), device });
      await s.staffSessions.start(ctx, user._id);
      rememberDevice(ctx, 'login', user.email, s.config.cookieSecure);
      ctx.body = { ok: true, user: toSessionUser(user) } satisfies StaffUserAnswer;
    },
  );

  // The e-mailed one-time sign-in link.
  area.route(
    { method: 'POST', path: '/login-link', permission: 'public', body: LoginLinkBody, limit: '2kb' },
    async (ctx, { body }) => {
      await requestLoginLink(s, { email: body.email, ip: clientIp(ctx) });
      ctx.body = { ok: true, message: M.loginLinkAccepted } satisfies OkMessage;
    },
  );

  area.route(
    { method: 'POST', path: '/login-link/use', permission: 'public', body: LoginLinkUseBody, limit: '2kb' },
    async (ctx, { body }) => {
      const user = await loginWithLink(s, { token: body.token, ip: clientIp(ctx) });
      await s.staffSessions.start(ctx, user._id);
      // The mailbox proved the person: this browser is a known device from now on.
      rememberDevice(ctx, 'login', user.email, s.config.cookieSecure);
      ctx.body = { ok: true, user: toSessionUser(user) } satisfies StaffUserAnswer;
    },
  );

  // The shell's session check (staff-area.md §4): `{ ok, user }` like the login answer.
  area.route({ method: 'GET', path: '/me', permission: 'staff' }, (ctx) => {
    ctx.body = { ok: true, user: toSessionUser(staffActor(ctx).user) } satisfies StaffUserAnswer;
  });

  // Public: signing out twice, or with an expired session, still answers ok.
  area.route({ method: 'POST', path: '/logout', permission: 'public' }, async (ctx) => {
    const session = apiState(ctx).session;
    s.staffSessions.end(ctx);
    if (session) await audit(s, { actorKind: 'user', actor: session.subject, action: 'auth.logout' });
    ctx.body = { ok: true, message: M.loggedOut } satisfies OkMessage;
  });

  area.route({ method: 'GET', path: '/verify', permission: 'public', query: TokenQuery }, async (ctx, { query }) => {
    ctx.body = { ok: true, message: M.inviteValid, user: await verifyInvite(s, query.token) } satisfies VerifyAnswer;
  });

  area.route(
    {
      method: 'POST',
      path: '/setpassword',
      permission: 'public',
      query: TokenQuery,
      body: SetPasswordBody,
      limit: '2kb',
    },
    async (ctx, { query, body }) => {
      await setPassword(s, { ...body, token: query.token, ip: clientIp(ctx) });
      ctx.body = { ok: true, message: M.setPasswordDone } satisfies OkMessage;
    },
  );

  area.route(
    { method: 'POST', path: '/resetpassword', permission: 'public', body: ResetPasswordBody, limit: '2kb' },
    async (ctx, { body }) => {
      await resetPassword(s, { ...body, ip: clientIp(ctx) });
      ctx.body = { ok: true, message: M.resetAccepted } satisfies OkMessage;
    },
  );

  // The admin's sign-in and sign-out: public paths of the admin session area.
  area.route(
    { method: 'POST', path: '/admin/login', permission: 'public', body: LoginBody, limit: '2kb' },
    async (ctx, { body }) => {
      const device = deviceOf(ctx, 'admin-login', body.email);
      const admin = await adminLogin(s, { ...body, ip: clientIp(ctx), device });
      await s.adminSessions.start(ctx, admin._id);
      rememberDevice(ctx, 'admin-login', admin.email, s.config.cookieSecure);
      ctx.body = { ok: true, user: { nev: admin.nev, email: admin.email } } satisfies AdminUserAnswer;
    },
  );

  area.route({ method: 'POST', path: '/admin/logout', permission: 'public' }, async (ctx) => {
    const session = apiState(ctx).session;
    s.adminSessions.end(ctx);
    if (session) await audit(s, { actorKind: 'admin', actor: session.subject, action: 'admin.logout' });
    ctx.body = { ok: true, message: M.loggedOut } satisfies OkMessage;
  });

  return area;
}
