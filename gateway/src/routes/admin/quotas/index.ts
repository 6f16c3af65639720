// /api/admin: the quota calls (admin-area.md §7 "Quotas"), one file per call; logic in
// services/admin/quotas/, payloads in contract/src/api/admin-quotas.ts.
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { getYearsRoute } from './get-years.ts';
import { getLeaveQuotasRoute } from './get-leave-quotas.ts';
import { updateLeaveQuotasRoute } from './update-leave-quotas.ts';
import { createBulkQuotasRoute } from './create-bulk-quotas.ts';

export function adminQuotaRoutes(area: ApiArea, s: Services): void {
  getYearsRoute(area, s);
  getLeaveQuotasRoute(area, s);
  updateLeaveQuotasRoute(area, s);
  createBulkQuotasRoute(area, s);
}
