// Staff authentication calls (staff-area.md §7): login, me, logout. The services check; these
// handlers start and end the session (a new id at every sign-in).
import { LoginBody, AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import type { StaffUserAnswer, OkMessage } from '@tavollet/contract/api/auth';
import type { ApiArea } from '../../http/route.ts';
import { apiState, clientIp, staffActor } from '../../http/context.ts';
import { login, toSessionUser } from '../../services/auth/staff-auth.ts';
import { deviceOf, rememberDevice } from './device-cookie.ts';
import { audit } from '../../services/audit.ts';
import type { Services } from '../../services/deps.ts';

export function staffSessionRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/login', permission: 'public', body: LoginBody, limit: '2kb' },
    async (ctx, { body }) => {
      const device = deviceOf(ctx, 'login', body.email);
      const user = await login(s, { ...body, ip: clientIp(ctx), device });
      await s.staffSessions.start(ctx, user._id);
      rememberDevice(ctx, 'login', user.email, s.config.cookieSecure);
      const answer: StaffUserAnswer = { ok: true, user: toSessionUser(user) };
      ctx.body = answer;
    },
  );

  // The shell's session check (staff-area.md §4): `{ ok, user }` like the login answer.
  area.route({ method: 'GET', path: '/me', permission: 'staff' }, (ctx) => {
    const answer: StaffUserAnswer = { ok: true, user: toSessionUser(staffActor(ctx).user) };
    ctx.body = answer;
  });

  // Public: signing out twice, or with an expired session, still answers ok.
  area.route({ method: 'POST', path: '/logout', permission: 'public' }, async (ctx) => {
    const session = apiState(ctx).session;
    s.staffSessions.end(ctx);
    if (session) await audit(s, { actorKind: 'user', actor: session.subject, action: 'auth.logout' });
    const answer: OkMessage = { ok: true, message: M.loggedOut };
    ctx.body = answer;
  });
}
