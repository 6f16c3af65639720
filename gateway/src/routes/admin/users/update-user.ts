// POST /api/admin/updateusers UpdateUserBody -> UpdateUserAnswer (admin-area.md §4, §7 "Users").
import { ADMIN_USER_MESSAGES as M, UpdateUserBody, type UpdateUserAnswer } from '@tavollet/contract/api/admin-users';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { updateUser } from '../../../services/admin/users/update.ts';
import { withErrorField } from './error-field.ts';

export function updateUserRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/updateusers',
      permission: 'admin',
      body: UpdateUserBody,
      limit: '4kb',
      before: withErrorField,
    },
    async (ctx, { body }) => {
      const user = await updateUser(s, adminActorOf(ctx), body);
      const answer: UpdateUserAnswer = { ok: true, message: M.updated, user };
      ctx.body = answer;
    },
  );
}
