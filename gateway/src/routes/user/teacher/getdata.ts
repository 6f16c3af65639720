// GET /api/user/teacher/getdata (staff-area.md §7) -> TeacherData.
import type Router from '@koa/router';
import type { Services } from '../../../services/deps.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { currentUser } from '../../../http/context.ts';
import { teacherData } from '../../../services/teacher/teacher-data.ts';

export function getDataRoute(router: Router, s: Services): void {
  router.get(
    '/teacher/getdata',
    endpoint({}, async (ctx) => {
      ctx.body = await teacherData(s.models, currentUser(ctx));
    }),
  );
}
