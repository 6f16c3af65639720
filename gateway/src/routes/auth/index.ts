// /api/auth/*: staff and admin sign-in, invitations and password resets.
import Router from '@koa/router';
import type { Services } from '../../services/deps.ts';
import { staffSessionRoutes } from './staff.ts';
import { passwordRoutes } from './password.ts';
import { adminSessionRoutes } from './admin.ts';

export function authRouter(s: Services): Router {
  const router = new Router({ prefix: '/auth' });
  staffSessionRoutes(router, s);
  passwordRoutes(router, s);
  adminSessionRoutes(router, s);
  return router;
}
