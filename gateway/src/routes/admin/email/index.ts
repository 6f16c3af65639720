// /api/admin: the e-mail calls (admin-area.md §7 "E-mail"; contract/src/api/admin-email.ts).
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { quickMailRoutes } from './quick-mail.ts';
import { scheduleRoutes } from './schedules.ts';
import { notificationRoutes } from './notifications.ts';

export function adminEmailRoutes(area: ApiArea, s: Services): void {
  quickMailRoutes(area, s);
  scheduleRoutes(area, s);
  notificationRoutes(area, s);
}
