// GET /api/admin/getyears -> { ok, data: { data: [{ ev }] } } (admin-area.md §7 "Quotas";
// docs/decisions/0450-admin-quota-calls.md).
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getYears } from '../../../services/admin/quotas/get-years.ts';

export function getYearsRoute(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getyears', permission: 'admin' }, async (ctx) => {
    const years = await getYears(s, adminActorOf(ctx));
    ctx.body = { ok: true, data: { data: years.map((ev) => ({ ev })) } };
  });
}
