// POST /api/admin/createbulkdays { overwrite, dayList } -> BulkDaysAnswer (admin-area.md §7
// "School-year calendar"; docs/decisions/0442-day-import.md). Refusals carry `messages` (the rows'
// texts, at most 8 then "…").
import { BULK_DAYS_BODY_LIMIT, BulkDaysBody, type BulkDaysAnswer } from '@tavollet/contract/api/admin-calendar';
import { DAY_CSV_MESSAGES } from '@tavollet/contract/domain/day-csv';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { createBulkDays } from '../../../services/admin/calendar/create-bulk-days.ts';

export function createBulkDaysRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/createbulkdays',
      permission: 'admin',
      body: BulkDaysBody,
      limit: BULK_DAYS_BODY_LIMIT,
      tooLargeMessage: DAY_CSV_MESSAGES.tooManyRows,
    },
    async (ctx, { body }) => {
      const { message, ...counts } = await createBulkDays(s, adminActorOf(ctx), body);
      const answer: BulkDaysAnswer = { ok: true, message, ...counts };
      ctx.body = answer;
    },
  );
}
