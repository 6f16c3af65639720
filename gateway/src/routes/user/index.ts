// /api/user/*: calls of a signed-in staff member.
import Router from '@koa/router';
import type { Services } from '../../services/deps.ts';
import { changePasswordRoute } from './change-password.ts';
import { reportIssueRoute } from './report-issue.ts';
import { teacherRoutes } from './teacher/index.ts';

export function userRouter(s: Services): Router {
  const router = new Router({ prefix: '/user' });
  changePasswordRoute(router, s);
  reportIssueRoute(router, s);
  teacherRoutes(router, s);
  return router;
}
