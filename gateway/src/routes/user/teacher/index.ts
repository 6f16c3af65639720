// /api/user/teacher/*: the teacher area (staff-area.md §7 plus the new calls of
// contract/src/api/teacher.ts). Every route is ['tanar'] in http/permissions.ts; every service
// filters by the signed-in user, so no call reads or changes another person's requests.
import type Router from '@koa/router';
import type { Services } from '../../../services/deps.ts';
import { getDataRoute } from './getdata.ts';
import { submitRoute } from './submit.ts';
import { draftRoutes } from './drafts.ts';
import { withdrawRoute } from './withdraw.ts';
import { historyRoute } from './history.ts';
import { workingDaysRoute } from './working-days.ts';

export function teacherRoutes(router: Router, s: Services): void {
  getDataRoute(router, s);
  submitRoute(router, s);
  draftRoutes(router, s);
  withdrawRoute(router, s);
  historyRoute(router, s);
  workingDaysRoute(router, s);
}
