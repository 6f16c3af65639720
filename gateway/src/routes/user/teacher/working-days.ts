// GET /api/user/teacher/workingdays?mettol&meddig -> WorkingDaysAnswer (new): what a range
// costs by the school calendar, for the form's preview. At most MAX_REQUEST_DAYS days.
import { WorkingDaysQuery, type WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { workingDaysPreview } from '../../../services/leave/working-days.ts';

export function workingDaysRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'GET', path: '/workingdays', permission: ['tanar'], query: WorkingDaysQuery },
    async (ctx, { query }) => {
      const answer: z.infer<typeof WorkingDaysAnswer> = {
        ok: true,
        ...(await workingDaysPreview(s.models, query.mettol, query.meddig)),
      };
      ctx.body = answer;
    },
  );
}
