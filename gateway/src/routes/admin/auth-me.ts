// GET /api/admin/auth/me (admin-area.md §7): the signed-in admin, `{ ok, user: { nev, email } }`.
import type { AdminUserAnswer } from '@tavollet/contract/api/auth';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';

export function adminMeRoute(area: ApiArea): void {
  area.route({ method: 'GET', path: '/auth/me', permission: 'admin' }, (ctx) => {
    const { admin } = adminActorOf(ctx);
    const answer: AdminUserAnswer = { ok: true, user: { nev: admin.nev, email: admin.email } };
    ctx.body = answer;
  });
}
