// /api/admin: the leave-request calls (admin-area.md §7 "Leave requests"), one file per call;
// logic in services/admin/requests/, payloads in contract/src/api/admin-requests.ts.
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { getRequestsRoute } from './get-requests.ts';
import { updateRequestRoute } from './update-request.ts';
import { deleteRequestRoute } from './delete-request.ts';
import { createBulkRequestsRoute } from './create-bulk-requests.ts';

export function adminRequestRoutes(area: ApiArea, s: Services): void {
  getRequestsRoute(area, s);
  updateRequestRoute(area, s);
  deleteRequestRoute(area, s);
  createBulkRequestsRoute(area, s);
}
