// /api/admin/*: the administrator area (admin-area.md §7). Every route needs the admin session.
import Router from '@koa/router';
import type { Services } from '../../services/deps.ts';
import { adminMeRoute } from './auth-me.ts';

export function adminRouter(_s: Services): Router {
  const router = new Router({ prefix: '/admin' });
  adminMeRoute(router);
  return router;
}
