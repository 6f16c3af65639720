// /api/leaders/*: the principal's and the deputy's calls (staff-area.md §6 "igazgato",
// "igazgatohelyettes"): approval lists and decisions, the homes' counts, the deputy's request on
// a teacher's behalf, and statistics. Routes go in this folder (one file per call or group,
// declared on this area with `permission: ['igazgato', 'igazgatohelyettes']` or narrower), their
// logic in services/leaders/ (the shared leave rules, quota moves and the on-behalf submit are in
// services/leave/ and services/teacher/submit.ts), their payloads in contract/src/api/leaders.ts
// and contract/src/api/leaders-statistics.ts.
import type { Services } from '../../services/deps.ts';
import { defineArea, type ApiArea } from '../../http/route.ts';
import { approvalRoutes } from './approvals.ts';
import { statisticsRoutes } from './statistics.ts';

export function leadersArea(s: Services): ApiArea {
  const area = defineArea('/leaders');
  approvalRoutes(area, s);
  statisticsRoutes(area, s);
  return area;
}
