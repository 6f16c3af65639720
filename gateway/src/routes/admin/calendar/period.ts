// The active period and the configured days (admin-area.md §7 "School-year calendar";
// docs/decisions/0440-calendar-calls.md, 0443-active-period.md):
//   GET    /api/admin/getactiveperiod      -> { data: { megnyitva_tol, megnyitva_ig } | null }
//   GET    /api/admin/getconfigureddays    -> the same shape: the first and the last stored day
//   POST   /api/admin/updateactiveperiod   ActivePeriodBody -> SavePeriodAnswer
//   DELETE /api/admin/deleteactiveperiod   (no body) -> DeletePeriodAnswer
import {
  ADMIN_CALENDAR_MESSAGES as M,
  ActivePeriodBody,
  type ActivePeriod,
  type DeletePeriodAnswer,
  type SavePeriodAnswer,
} from '@tavollet/contract/api/admin-calendar';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { adminActorOf } from '../../../http/context.ts';
import {
  deleteActivePeriod,
  getActivePeriod,
  getConfiguredDays,
  updateActivePeriod,
} from '../../../services/admin/calendar/period.ts';

export function periodRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getactiveperiod', permission: 'admin' }, async (ctx) => {
    const answer: { data: ActivePeriod | null } = { data: await getActivePeriod(s, adminActorOf(ctx)) };
    ctx.body = answer;
  });

  area.route({ method: 'GET', path: '/getconfigureddays', permission: 'admin' }, async (ctx) => {
    const answer: { data: ActivePeriod | null } = { data: await getConfiguredDays(s, adminActorOf(ctx)) };
    ctx.body = answer;
  });

  area.route(
    { method: 'POST', path: '/updateactiveperiod', permission: 'admin', body: ActivePeriodBody, limit: '1kb' },
    async (ctx, { body }) => {
      const data = await updateActivePeriod(s, adminActorOf(ctx), body);
      const answer: SavePeriodAnswer = { ok: true, message: M.periodSaved, data };
      ctx.body = answer;
    },
  );

  area.route({ method: 'DELETE', path: '/deleteactiveperiod', permission: 'admin' }, async (ctx) => {
    const torolve = await deleteActivePeriod(s, adminActorOf(ctx));
    const answer: DeletePeriodAnswer = { ok: true, message: torolve ? M.periodDeleted : M.noPeriod, torolve };
    ctx.body = answer;
  });
}
