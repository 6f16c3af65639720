// /api/user/teacher/*: the teacher area (staff-area.md §7 plus the new calls of
// contract/src/api/teacher.ts). Every route needs the tanar role (holding it is what counts: a
// deputy or HR member who also holds tanar uses it for their own requests); every call acts on
// the signed-in person's own requests only. Logic in services/teacher/ and services/leave/.
import type { Services } from '../../../services/deps.ts';
import { defineArea, type ApiArea } from '../../../http/route.ts';
import { getDataRoute } from './getdata.ts';
import { submitRoute } from './submit.ts';
import { draftRoutes } from './drafts.ts';
import { withdrawRoute } from './withdraw.ts';
import { historyRoute } from './history.ts';
import { workingDaysRoute } from './working-days.ts';

export function teacherArea(s: Services): ApiArea {
  const area = defineArea('/user/teacher');
  getDataRoute(area, s);
  submitRoute(area, s);
  draftRoutes(area, s);
  withdrawRoute(area, s);
  historyRoute(area, s);
  workingDaysRoute(area, s);
  return area;
}
