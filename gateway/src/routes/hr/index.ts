// /api/hr/*: HR's list of every request and its CSV export (staff-area.md §6 "hr"). Routes go in
// this folder (declared with `permission: ['hr']`), their logic in services/hr/, their payloads
// in contract/src/api/hr.ts.
import type { Services } from '../../services/deps.ts';
import { defineArea, type ApiArea } from '../../http/route.ts';
import { listRoutes } from './list.ts';
import { exportRoute } from './export.ts';

export function hrArea(s: Services): ApiArea {
  const area = defineArea('/hr');
  listRoutes(area, s);
  exportRoute(area, s);
  return area;
}
