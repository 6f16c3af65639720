// Admin sign-in and sign-out (admin-area.md §7): POST /auth/admin/login, POST /auth/admin/logout.
import type Router from '@koa/router';
import { AUTH_MESSAGES as M, LoginBody } from '@tavollet/contract/api/auth';
import type { AdminUserAnswer, OkMessage } from '@tavollet/contract/api/auth';
import { endpoint } from '../../http/endpoint.ts';
import { apiState } from '../../http/context.ts';
import { adminLogin } from '../../services/admin-auth.ts';
import { audit } from '../../services/audit.ts';
import type { Services } from '../../services/deps.ts';

export function adminSessionRoutes(router: Router, s: Services): void {
  router.post(
    '/admin/login',
    endpoint({ body: LoginBody, limit: '2kb' }, async (ctx, { body }) => {
      const answer: AdminUserAnswer = { ok: true, user: await adminLogin(s, ctx, body) };
      ctx.body = answer;
    }),
  );

  router.post(
    '/admin/logout',
    endpoint({}, async (ctx) => {
      const session = apiState(ctx).session;
      s.adminSessions.end(ctx);
      if (session) await audit(s, { actorKind: 'admin', actor: session.subject, action: 'admin.logout' });
      const answer: OkMessage = { ok: true, message: M.loggedOut };
      ctx.body = answer;
    }),
  );
}
