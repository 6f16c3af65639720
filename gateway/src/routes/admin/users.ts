// /api/admin: the users calls (admin-area.md §7 "Users"; contract/src/api/admin-users.ts). Every
// one answers a refusal of 400 with `error` beside `message` (error-field.ts); `blocked` in
// blockusers is the state to set. Deleting a user keeps their history.
import {
  BULK_USERS_BODY_LIMIT,
  BlockUserBody,
  BulkUsersBody,
  CreateUserBody,
  UpdateUserBody,
  UserIdBody,
  ADMIN_USER_MESSAGES as M,
  type AdminUser,
  type BlockUserAnswer,
  type BulkUsersAnswer,
  type BulkUsersPreviewAnswer,
  type CreateUserAnswer,
  type DeleteUserAnswer,
  type OkAnswer,
  type UpdateUserAnswer,
} from '@tavollet/contract/api/admin-users';
import { USER_CSV_MESSAGES } from '@tavollet/contract/domain/user-csv';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';
import { getUsers } from '../../services/admin/users/get-users.ts';
import { createUser } from '../../services/admin/users/create.ts';
import { updateUser } from '../../services/admin/users/update.ts';
import { blockUser } from '../../services/admin/users/block.ts';
import { resetUserPassword } from '../../services/admin/users/reset-password.ts';
import { deleteUser } from '../../services/admin/users/delete.ts';
import { createBulkUsers, previewBulkUsers } from '../../services/admin/users/create-bulk-users.ts';
import { withErrorField } from './error-field.ts';

export function adminUsersRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getusers', permission: 'admin' }, async (ctx) => {
    ctx.body = { ok: true, rows: await getUsers(s, adminActorOf(ctx)) } satisfies { ok: true; rows: AdminUser[] };
  });

  // 409 with `details`.
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
      ctx.body = { ok: true, message, user } satisfies CreateUserAnswer;
    },
  );

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
      ctx.body = { ok: true, message: M.updated, user } satisfies UpdateUserAnswer;
    },
  );

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
      ctx.body = { ok: true, message, user_id: body.user_id, blocked } satisfies BlockUserAnswer;
    },
  );

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
      ctx.body = { ok: true, message: await resetUserPassword(s, adminActorOf(ctx), body.user_id) } satisfies OkAnswer;
    },
  );

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
      ctx.body = { ok: true, message, user_id: body.user_id, megorizve: kept } satisfies DeleteUserAnswer;
    },
  );

  // The import and its preview take the same body; the rows' refusals carry `messages` (the rows' texts).
  const bulkUsers = {
    method: 'POST',
    permission: 'admin',
    body: BulkUsersBody,
    limit: BULK_USERS_BODY_LIMIT,
    tooLargeMessage: USER_CSV_MESSAGES.tooManyRows,
    before: withErrorField,
  } as const;
  area.route({ ...bulkUsers, path: '/createbulkusers' }, async (ctx, { body }) => {
    const { message, ...counts } = await createBulkUsers(s, adminActorOf(ctx), body);
    ctx.body = { ok: true, message, ...counts } satisfies BulkUsersAnswer;
  });

  // What createbulkusers would do with the same body, before the overwrite's confirmation.
  area.route({ ...bulkUsers, path: '/previewbulkusers' }, async (ctx, { body }) => {
    ctx.body = { ok: true, ...(await previewBulkUsers(s, body)) } satisfies BulkUsersPreviewAnswer;
  });
}
