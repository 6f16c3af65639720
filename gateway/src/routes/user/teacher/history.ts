// GET /api/user/teacher/history -> HistoryAnswer (new: the spec's history ran on sample data).
import type { HistoryAnswer } from '@tavollet/contract/api/teacher';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { staffActor } from '../../../http/context.ts';
import { teacherHistory } from '../../../services/teacher/history.ts';

export function historyRoute(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/history', permission: ['tanar'] }, async (ctx) => {
    const answer: z.infer<typeof HistoryAnswer> = {
      ok: true,
      items: await teacherHistory(s.models, staffActor(ctx).user),
    };
    ctx.body = answer;
  });
}
