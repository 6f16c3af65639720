// POST /api/admin/createbulkrequests { overwrite, leaves } -> BulkRequestsAnswer (admin-area.md §7
// "Leave requests"; docs/decisions/0463-request-import.md). Refusals answer "Import hiba." with
// `messages` (the rows' texts, at most 8 then "…").
import {
  BULK_REQUESTS_BODY_LIMIT,
  BulkRequestsBody,
  type BulkRequestsAnswer,
} from '@tavollet/contract/api/admin-requests';
import { REQUEST_CSV_MESSAGES } from '@tavollet/contract/domain/request-csv';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { createBulkRequests } from '../../../services/admin/requests/create-bulk-requests.ts';

export function createBulkRequestsRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/createbulkrequests',
      permission: 'admin',
      body: BulkRequestsBody,
      limit: BULK_REQUESTS_BODY_LIMIT,
      tooLargeMessage: REQUEST_CSV_MESSAGES.tooManyRows,
    },
    async (ctx, { body }) => {
      const { message, ...counts } = await createBulkRequests(s, adminActorOf(ctx), body);
      const answer: BulkRequestsAnswer = { ok: true, message, ...counts };
      ctx.body = answer;
    },
  );
}
