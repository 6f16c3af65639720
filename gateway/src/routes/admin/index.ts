// /api/admin/*: the administrator area (admin-area.md §7). Every route needs the admin session
// (`permission: 'admin'`; http/permissions.ts refuses a staff permission on these paths). One
// folder per part of the area (stats, users, issues, email, calendar, quotas, requests, routing); logic goes in services/admin/,
// payloads in contract/src/api/admin-*.ts.
import type { Services } from '../../services/deps.ts';
import { defineArea, type ApiArea } from '../../http/route.ts';
import { adminMeRoute } from './auth-me.ts';
import { adminStatsRoutes } from './stats/index.ts';
import { adminUserRoutes } from './users/index.ts';
import { adminIssueRoutes } from './issues/index.ts';
import { adminEmailRoutes } from './email/index.ts';
import { adminCalendarRoutes } from './calendar/index.ts';
import { adminQuotaRoutes } from './quotas/index.ts';
import { adminRequestRoutes } from './requests/index.ts';
import { adminRoutingRoutes } from './routing/index.ts';

export function adminArea(s: Services): ApiArea {
  const area = defineArea('/admin');
  adminMeRoute(area);
  adminStatsRoutes(area, s);
  adminUserRoutes(area, s);
  adminIssueRoutes(area, s);
  adminEmailRoutes(area, s);
  adminCalendarRoutes(area, s);
  adminQuotaRoutes(area, s);
  adminRequestRoutes(area, s);
  adminRoutingRoutes(area, s);
  return area;
}
