// Staff authentication calls (staff-area.md §7): login, me, logout.
import type Router from '@koa/router';
import { LoginBody, AUTH_MESSAGES as M } from '@tavollet/contract/api/auth';
import type { StaffUserAnswer, OkMessage } from '@tavollet/contract/api/auth';
import { endpoint } from '../../http/endpoint.ts';
import { apiState, currentUser } from '../../http/context.ts';
import { login, toSessionUser } from '../../services/staff-auth.ts';
import { audit } from '../../services/audit.ts';
import type { Services } from '../../services/deps.ts';

export function staffSessionRoutes(router: Router, s: Services): void {
  router.post(
    '/login',
    endpoint({ body: LoginBody, limit: '2kb' }, async (ctx, { body }) => {
      const answer: StaffUserAnswer = { ok: true, user: await login(s, ctx, body) };
      ctx.body = answer;
    }),
  );

  // The shell's session check (staff-area.md §4): `{ ok, user }` like the login answer.
  router.get(
    '/me',
    endpoint({}, (ctx) => {
      const answer: StaffUserAnswer = { ok: true, user: toSessionUser(currentUser(ctx)) };
      ctx.body = answer;
    }),
  );

  // Public: signing out twice, or with an expired session, still answers ok.
  router.post(
    '/logout',
    endpoint({}, async (ctx) => {
      const session = apiState(ctx).session;
      s.staffSessions.end(ctx);
      if (session) await audit(s, { actorKind: 'user', actor: session.subject, action: 'auth.logout' });
      const answer: OkMessage = { ok: true, message: M.loggedOut };
      ctx.body = answer;
    }),
  );
}
