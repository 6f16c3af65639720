// POST /api/admin/createbulkquotas { overwrite, quotaList } -> BulkQuotasAnswer (admin-area.md §7
// "Quotas", §8 "Quotas"; docs/decisions/0452-quota-import.md). Refusals carry `messages` (the rows' texts).
import { BULK_QUOTAS_BODY_LIMIT, BulkQuotasBody, type BulkQuotasAnswer } from '@tavollet/contract/api/admin-quotas';
import { QUOTA_CSV_MESSAGES } from '@tavollet/contract/domain/quota-csv';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { createBulkQuotas } from '../../../services/admin/quotas/create-bulk-quotas.ts';

export function createBulkQuotasRoute(area: ApiArea, s: Services): void {
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
      const answer: BulkQuotasAnswer = { ok: true, message, ...counts };
      ctx.body = answer;
    },
  );
}
