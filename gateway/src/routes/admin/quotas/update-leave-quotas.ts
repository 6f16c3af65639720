// PATCH /api/admin/updateleavequotas UpdateLeaveQuotasBody -> UpdateLeaveQuotasAnswer
// (admin-area.md §4 "Quota edit", §7 "Quotas"; docs/decisions/0453-quota-edit-values.md).
import {
  ADMIN_QUOTA_MESSAGES as M,
  UpdateLeaveQuotasBody,
  type UpdateLeaveQuotasAnswer,
} from '@tavollet/contract/api/admin-quotas';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { updateLeaveQuota } from '../../../services/admin/quotas/update.ts';

export function updateLeaveQuotasRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'PATCH', path: '/updateleavequotas', permission: 'admin', body: UpdateLeaveQuotasBody, limit: '4kb' },
    async (ctx, { body }) => {
      const row = await updateLeaveQuota(s, adminActorOf(ctx), body);
      const answer: UpdateLeaveQuotasAnswer = { ok: true, message: M.updated, row };
      ctx.body = answer;
    },
  );
}
