// Every database-backed API area, mounted under /api by app.ts. A new area adds its router here
// and its routes' rules to http/permissions.ts (the permission-walk test checks both).
import type Router from '@koa/router';
import type { Services } from '../services/deps.ts';
import { authRouter } from './auth/index.ts';
import { userRouter } from './user/index.ts';
import { adminRouter } from './admin/index.ts';

export function areaRouters(s: Services): Router[] {
  return [authRouter(s), userRouter(s), adminRouter(s)];
}
