// /api/admin: the school-year calendar calls (admin-area.md §7 "School-year calendar"), one file
// per call; logic in services/admin/calendar/, payloads in contract/src/api/admin-calendar.ts.
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { periodRoutes } from './period.ts';
import { getDaysRoute } from './get-days.ts';
import { updateDayRoute } from './update-day.ts';
import { createBulkDaysRoute } from './create-bulk-days.ts';

export function adminCalendarRoutes(area: ApiArea, s: Services): void {
  periodRoutes(area, s);
  getDaysRoute(area, s);
  updateDayRoute(area, s);
  createBulkDaysRoute(area, s);
}
