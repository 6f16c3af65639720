// Admin sign-in and sign-out (admin-area.md §7 "Authentication"): POST /auth/admin/login,
// POST /auth/admin/logout (public paths of the admin session area).
import { AUTH_MESSAGES as M, LoginBody } from '@tavollet/contract/api/auth';
import type { AdminUserAnswer, OkMessage } from '@tavollet/contract/api/auth';
import type { ApiArea } from '../../http/route.ts';
import { apiState, clientIp } from '../../http/context.ts';
import { adminLogin } from '../../services/auth/admin-auth.ts';
import { deviceOf, rememberDevice } from './device-cookie.ts';
import { audit } from '../../services/audit.ts';
import type { Services } from '../../services/deps.ts';

export function adminSessionRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/admin/login', permission: 'public', body: LoginBody, limit: '2kb' },
    async (ctx, { body }) => {
      const device = deviceOf(ctx, 'admin-login', body.email);
      const admin = await adminLogin(s, { ...body, ip: clientIp(ctx), device });
      await s.adminSessions.start(ctx, admin._id);
      rememberDevice(ctx, 'admin-login', admin.email, s.config.cookieSecure);
      const answer: AdminUserAnswer = { ok: true, user: { nev: admin.nev, email: admin.email } };
      ctx.body = answer;
    },
  );

  area.route({ method: 'POST', path: '/admin/logout', permission: 'public' }, async (ctx) => {
    const session = apiState(ctx).session;
    s.adminSessions.end(ctx);
    if (session) await audit(s, { actorKind: 'admin', actor: session.subject, action: 'admin.logout' });
    const answer: OkMessage = { ok: true, message: M.loggedOut };
    ctx.body = answer;
  });
}
