// POST /api/admin/createbulkusers { overwrite, userList } -> BulkUsersAnswer (admin-area.md §7
// "Users"; docs/decisions/0413-user-import.md). Refusals carry `messages` (the rows' texts).
import { BULK_USERS_BODY_LIMIT, BulkUsersBody, type BulkUsersAnswer } from '@tavollet/contract/api/admin-users';
import { USER_CSV_MESSAGES } from '@tavollet/contract/domain/user-csv';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { createBulkUsers } from '../../../services/admin/users/create-bulk-users.ts';
import { withErrorField } from './error-field.ts';

export function createBulkUsersRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/createbulkusers',
      permission: 'admin',
      body: BulkUsersBody,
      limit: BULK_USERS_BODY_LIMIT,
      tooLargeMessage: USER_CSV_MESSAGES.tooManyRows,
      before: withErrorField,
    },
    async (ctx, { body }) => {
      const { message, ...counts } = await createBulkUsers(s, adminActorOf(ctx), body);
      const answer: BulkUsersAnswer = { ok: true, message, ...counts };
      ctx.body = answer;
    },
  );
}
