// GET /api/admin/getusers -> { ok, rows } (admin-area.md §7 "Users").
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getUsers } from '../../../services/admin/users/get-users.ts';

export function getUsersRoute(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getusers', permission: 'admin' }, async (ctx) => {
    const answer: { ok: true; rows: AdminUser[] } = { ok: true, rows: await getUsers(s, adminActorOf(ctx)) };
    ctx.body = answer;
  });
}
