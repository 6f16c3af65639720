// /api/admin: the users calls (admin-area.md §7 "Users"), one file per call; logic in
// services/admin/users/, payloads in contract/src/api/admin-users.ts.
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { getUsersRoute } from './get-users.ts';
import { createUserRoute } from './create-user.ts';
import { updateUserRoute } from './update-user.ts';
import { blockUserRoute } from './block-user.ts';
import { resetPasswordRoute } from './reset-password.ts';
import { deleteUserRoute } from './delete-user.ts';
import { createBulkUsersRoute } from './create-bulk-users.ts';

export function adminUserRoutes(area: ApiArea, s: Services): void {
  getUsersRoute(area, s);
  createUserRoute(area, s);
  updateUserRoute(area, s);
  blockUserRoute(area, s);
  resetPasswordRoute(area, s);
  deleteUserRoute(area, s);
  createBulkUsersRoute(area, s);
}
