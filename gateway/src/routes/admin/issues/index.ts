// /api/admin: the issue-report calls (admin-area.md §7 "Issues"), one file per call; logic in
// services/admin/issues/, payloads in contract/src/api/admin-issues.ts.
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { getIssueDataRoute } from './get-issue-data.ts';
import { issueImageRoute } from './issue-image.ts';
import { forwardRoute } from './forward.ts';
import { closeRoute } from './close.ts';

export function adminIssueRoutes(area: ApiArea, s: Services): void {
  getIssueDataRoute(area, s);
  issueImageRoute(area, s);
  forwardRoute(area, s);
  closeRoute(area, s);
}
