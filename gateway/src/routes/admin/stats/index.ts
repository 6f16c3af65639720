// /api/admin: GET /api/admin/getstats (admin-area.md §7 "Authentication and statistics"): the
// server statistics of the admin home, polled every 30 s (docs/architecture.md "Server statistics").
import type { AdminStatsAnswer } from '@tavollet/contract/api/admin-stats';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getStats } from '../../../services/admin/stats/get-stats.ts';

export function adminStatsRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getstats', permission: 'admin' }, async (ctx) => {
    const answer: AdminStatsAnswer = await getStats(s, adminActorOf(ctx));
    ctx.body = answer;
  });
}
