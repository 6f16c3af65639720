// POST /api/admin/blockusers { user_id, blocked } -> BlockUserAnswer (admin-area.md §4, §7 "Users";
// `blocked` is the current state, docs/decisions/0410-admin-users-calls.md).
import { BlockUserBody, type BlockUserAnswer } from '@tavollet/contract/api/admin-users';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { blockUser } from '../../../services/admin/users/block.ts';
import { withErrorField } from './error-field.ts';

export function blockUserRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/blockusers',
      permission: 'admin',
      body: BlockUserBody,
      limit: '1kb',
      before: withErrorField,
    },
    async (ctx, { body }) => {
      const { blocked, message } = await blockUser(s, adminActorOf(ctx), body);
      const answer: BlockUserAnswer = { ok: true, message, user_id: body.user_id, blocked };
      ctx.body = answer;
    },
  );
}
