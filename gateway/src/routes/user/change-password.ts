// POST /api/user/change-password (staff-area.md §7): message; the session is renewed.
import type Router from '@koa/router';
import { AUTH_MESSAGES as M, ChangePasswordBody, type OkMessage } from '@tavollet/contract/api/auth';
import { endpoint } from '../../http/endpoint.ts';
import { currentUser } from '../../http/context.ts';
import { changePassword } from '../../services/staff-auth.ts';
import type { Services } from '../../services/deps.ts';

export function changePasswordRoute(router: Router, s: Services): void {
  router.post(
    '/change-password',
    endpoint({ body: ChangePasswordBody, limit: '2kb' }, async (ctx, { body }) => {
      await changePassword(s, ctx, currentUser(ctx), body);
      const answer: OkMessage = { ok: true, message: M.changePasswordDone };
      ctx.body = answer;
    }),
  );
}
