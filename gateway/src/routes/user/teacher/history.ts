// GET /api/user/teacher/history -> HistoryAnswer (new: the spec's history ran on sample data).
import type Router from '@koa/router';
import type { HistoryAnswer } from '@tavollet/contract/api/teacher';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { currentUser } from '../../../http/context.ts';
import { teacherHistory } from '../../../services/teacher/history.ts';

export function historyRoute(router: Router, s: Services): void {
  router.get(
    '/teacher/history',
    endpoint({}, async (ctx) => {
      const answer: z.infer<typeof HistoryAnswer> = { ok: true, items: await teacherHistory(s.models, currentUser(ctx)) };
      ctx.body = answer;
    }),
  );
}
