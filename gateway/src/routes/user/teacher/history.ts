// GET /api/user/teacher/history -> HistoryAnswer (new: the spec's history ran on sample data).
// The answer is built as JSON text from kept row JSON (docs/decisions/0543-history-rows-by-their-bytes.md).
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { staffActor } from '../../../http/context.ts';
import { historyJson } from '../../../services/teacher/history.ts';

export function historyRoute(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/history', permission: ['tanar'] }, async (ctx) => {
    ctx.type = 'json';
    ctx.body = await historyJson(s.models, staffActor(ctx).user);
  });
}
