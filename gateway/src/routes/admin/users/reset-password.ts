// POST /api/admin/resetpassword { user_id } -> OkAnswer (admin-area.md §7 "Users").
import { UserIdBody, type OkAnswer } from '@tavollet/contract/api/admin-users';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { resetUserPassword } from '../../../services/admin/users/reset-password.ts';
import { withErrorField } from './error-field.ts';

export function resetPasswordRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/resetpassword',
      permission: 'admin',
      body: UserIdBody,
      limit: '1kb',
      before: withErrorField,
    },
    async (ctx, { body }) => {
      const answer: OkAnswer = { ok: true, message: await resetUserPassword(s, adminActorOf(ctx), body.user_id) };
      ctx.body = answer;
    },
  );
}
