// DELETE /api/admin/deleteusers { user_id } -> DeleteUserAnswer (admin-area.md §7 "Users"; a JSON
// body on DELETE, read by http/endpoint.ts; docs/decisions/0414-deleting-a-user-keeps-history.md).
import { UserIdBody, type DeleteUserAnswer } from '@tavollet/contract/api/admin-users';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { deleteUser } from '../../../services/admin/users/delete.ts';
import { withErrorField } from './error-field.ts';

export function deleteUserRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'DELETE',
      path: '/deleteusers',
      permission: 'admin',
      body: UserIdBody,
      limit: '1kb',
      before: withErrorField,
    },
    async (ctx, { body }) => {
      const { kept, message } = await deleteUser(s, adminActorOf(ctx), body.user_id);
      const answer: DeleteUserAnswer = { ok: true, message, user_id: body.user_id, megorizve: kept };
      ctx.body = answer;
    },
  );
}
