// GET /api/admin/getissuedata -> IssueDataAnswer (admin-area.md §7 "Issues"): every report in the
// list order, and where a forward would go.
import type { IssueDataAnswer } from '@tavollet/contract/api/admin-issues';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getIssueData } from '../../../services/admin/issues/get-issue-data.ts';

export function getIssueDataRoute(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getissuedata', permission: 'admin' }, async (ctx) => {
    const answer: IssueDataAnswer = { ok: true, ...(await getIssueData(s, adminActorOf(ctx))) };
    ctx.body = answer;
  });
}
