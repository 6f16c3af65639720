// GET /api/admin/getdays?ev&honap -> { data: { data: Day[] } } (admin-area.md §7 "School-year
// calendar"). `ev` alone answers a year, `ev` and `honap` a month, neither every stored day; the
// screen asks for the month it shows (docs/decisions/0440-calendar-calls.md).
import { DaysQuery, type DaysAnswer } from '@tavollet/contract/api/admin-calendar';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { getDays } from '../../../services/admin/calendar/days.ts';

export function getDaysRoute(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getdays', permission: 'admin', query: DaysQuery }, async (ctx, { query }) => {
    const answer: DaysAnswer = { data: { data: await getDays(s, adminActorOf(ctx), query) } };
    ctx.body = answer;
  });
}
