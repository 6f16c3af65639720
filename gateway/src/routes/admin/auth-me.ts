// GET /api/admin/auth/me (admin-area.md §7): the signed-in admin, `{ ok, user: { nev, email } }`.
import type Router from '@koa/router';
import type { AdminUserAnswer } from '@tavollet/contract/api/auth';
import { endpoint } from '../../http/endpoint.ts';
import { currentAdmin } from '../../http/context.ts';

export function adminMeRoute(router: Router): void {
  router.get(
    '/auth/me',
    endpoint({}, (ctx) => {
      const admin = currentAdmin(ctx);
      const answer: AdminUserAnswer = { ok: true, user: { nev: admin.nev, email: admin.email } };
      ctx.body = answer;
    }),
  );
}
