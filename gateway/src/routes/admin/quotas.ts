// /api/admin: the quota calls (admin-area.md §3 "Quota row", §4 "Quota edit", §7 "Quotas", §8
// "Quotas"; contract/src/api/admin-quotas.ts). getleavequotas is a POST with the year in its body,
// as the spec names it.
import {
  ADMIN_QUOTA_MESSAGES as M,
  BULK_QUOTAS_BODY_LIMIT,
  BulkQuotasBody,
  GetLeaveQuotasBody,
  UpdateLeaveQuotasBody,
  type BulkQuotasAnswer,
  type UpdateLeaveQuotasAnswer,
} from '@tavollet/contract/api/admin-quotas';
import { QUOTA_CSV_MESSAGES } from '@tavollet/contract/domain/quota-csv';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';
import { getYears } from '../../services/admin/quotas/get-years.ts';
import { getLeaveQuotas } from '../../services/admin/quotas/get-leave-quotas.ts';
import { updateLeaveQuota } from '../../services/admin/quotas/update.ts';
import { createBulkQuotas } from '../../services/admin/quotas/create-bulk-quotas.ts';

export function adminQuotasRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getyears', permission: 'admin' }, async (ctx) => {
    const years = await getYears(s, adminActorOf(ctx));
    ctx.body = { ok: true, data: { data: years.map((ev) => ({ ev })) } };
  });

  area.route(
    { method: 'POST', path: '/getleavequotas', permission: 'admin', body: GetLeaveQuotasBody, limit: '1kb' },
    async (ctx, { body }) => {
      ctx.body = { ok: true, data: { data: await getLeaveQuotas(s, body.year) } };
    },
  );

  area.route(
    { method: 'PATCH', path: '/updateleavequotas', permission: 'admin', body: UpdateLeaveQuotasBody, limit: '4kb' },
    async (ctx, { body }) => {
      const row = await updateLeaveQuota(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message: M.updated, row } satisfies UpdateLeaveQuotasAnswer;
    },
  );

  // The rows' refusals carry `messages` (the rows' texts).
  area.route(
    {
      method: 'POST',
      path: '/createbulkquotas',
      permission: 'admin',
      body: BulkQuotasBody,
      limit: BULK_QUOTAS_BODY_LIMIT,
      tooLargeMessage: QUOTA_CSV_MESSAGES.tooManyRows,
    },
    async (ctx, { body }) => {
      const { message, ...counts } = await createBulkQuotas(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message, ...counts } satisfies BulkQuotasAnswer;
    },
  );
}
