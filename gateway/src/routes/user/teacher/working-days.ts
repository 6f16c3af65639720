// GET /api/user/teacher/workingdays?mettol&meddig -> WorkingDaysAnswer (new): what a range
// costs by the school calendar, for the form's preview. At most MAX_REQUEST_DAYS days.
import type Router from '@koa/router';
import { WorkingDaysQuery, type WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { workingDaysBetween } from '../../../services/teacher/calendar.ts';
import { assertRangeLength } from '../../../services/teacher/rules.ts';

export function workingDaysRoute(router: Router, s: Services): void {
  router.get(
    '/teacher/workingdays',
    endpoint({ query: WorkingDaysQuery }, async (ctx, { query }) => {
      assertRangeLength(query.mettol, query.meddig);
      const answer: z.infer<typeof WorkingDaysAnswer> = {
        ok: true,
        munkanapok_szama: await workingDaysBetween(s.models, query.mettol, query.meddig),
        napok: inclusiveDays(query.mettol, query.meddig),
      };
      ctx.body = answer;
    }),
  );
}
