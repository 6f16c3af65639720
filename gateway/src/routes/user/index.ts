// /api/user/*: calls of any signed-in staff member (staff-area.md §7). The teacher's calls are
// their own area under /api/user/teacher (teacher/index.ts).
import type { Services } from '../../services/deps.ts';
import { defineArea, type ApiArea } from '../../http/route.ts';
import { changePasswordRoute } from './change-password.ts';
import { reportIssueRoute } from './report-issue.ts';

export function userArea(s: Services): ApiArea {
  const area = defineArea('/user');
  changePasswordRoute(area, s);
  reportIssueRoute(area, s);
  return area;
}
