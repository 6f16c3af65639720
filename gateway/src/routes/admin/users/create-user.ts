// POST /api/admin/createusers CreateUserBody -> CreateUserAnswer (admin-area.md §5 "Create user",
// §7 "Users"): 400 with `error`, 409 with `details`.
import { CreateUserBody, type CreateUserAnswer } from '@tavollet/contract/api/admin-users';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { createUser } from '../../../services/admin/users/create.ts';
import { withErrorField } from './error-field.ts';

export function createUserRoute(area: ApiArea, s: Services): void {
  area.route(
    {
      method: 'POST',
      path: '/createusers',
      permission: 'admin',
      body: CreateUserBody,
      limit: '4kb',
      before: withErrorField,
    },
    async (ctx, { body }) => {
      const { user, message } = await createUser(s, adminActorOf(ctx), body);
      const answer: CreateUserAnswer = { ok: true, message, user };
      ctx.body = answer;
    },
  );
}
