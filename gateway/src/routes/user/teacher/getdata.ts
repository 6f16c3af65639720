// GET /api/user/teacher/getdata (staff-area.md §7) -> TeacherData.
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { staffActor } from '../../../http/context.ts';
import { TeacherDataCache, getData } from '../../../services/teacher/getdata.ts';

export function getDataRoute(area: ApiArea, s: Services): void {
  // Only with the embedded server's change stamps (docs/decisions/0532-teacher-data-read-cache.md).
  const cache = s.changeStamps && new TeacherDataCache(s.models, s.changeStamps);
  area.route({ method: 'GET', path: '/getdata', permission: ['tanar'] }, async (ctx) => {
    ctx.body = await getData(s.models, staffActor(ctx).user, undefined, cache);
  });
}
