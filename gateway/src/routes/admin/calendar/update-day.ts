// PATCH /api/admin/updatedays { datum, tipus, megjegyzes } -> UpdateDayAnswer (admin-area.md §5
// "Day edit", §7 "School-year calendar"; docs/decisions/0444-day-edit.md).
import {
  ADMIN_CALENDAR_MESSAGES as M,
  UpdateDayBody,
  type UpdateDayAnswer,
} from '@tavollet/contract/api/admin-calendar';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import { updateDay } from '../../../services/admin/calendar/days.ts';

export function updateDayRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'PATCH', path: '/updatedays', permission: 'admin', body: UpdateDayBody, limit: '4kb' },
    async (ctx, { body }) => {
      const answer: UpdateDayAnswer = {
        ok: true,
        message: M.daySaved,
        data: await updateDay(s, adminActorOf(ctx), body),
      };
      ctx.body = answer;
    },
  );
}
