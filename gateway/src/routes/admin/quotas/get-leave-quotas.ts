// POST /api/admin/getleavequotas { year } -> { ok, data: { data: QuotaRow[] } } (admin-area.md §3
// "Quota row", §7 "Quotas"; docs/decisions/0450-admin-quota-calls.md).
import { GetLeaveQuotasBody } from '@tavollet/contract/api/admin-quotas';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getLeaveQuotas } from '../../../services/admin/quotas/get-leave-quotas.ts';

export function getLeaveQuotasRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/getleavequotas', permission: 'admin', body: GetLeaveQuotasBody, limit: '1kb' },
    async (ctx, { body }) => {
      adminActorOf(ctx);
      ctx.body = { ok: true, data: { data: await getLeaveQuotas(s, body.year) } };
    },
  );
}
