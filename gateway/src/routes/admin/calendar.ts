// /api/admin: the school-year calendar (admin-area.md §5 "Day edit", §7 "School-year calendar";
// contract/src/api/admin-calendar.ts): the active period, the configured days' span, the days of
// a month (`ev` alone a year, neither every stored day), a day's edit and the day import.
import {
  ADMIN_CALENDAR_MESSAGES as M,
  ActivePeriodBody,
  BULK_DAYS_BODY_LIMIT,
  BulkDaysBody,
  DaysQuery,
  UpdateDayBody,
  type ActivePeriod,
  type BulkDaysAnswer,
  type DaysAnswer,
  type DeletePeriodAnswer,
  type SavePeriodAnswer,
  type UpdateDayAnswer,
} from '@tavollet/contract/api/admin-calendar';
import { DAY_CSV_MESSAGES } from '@tavollet/contract/domain/day-csv';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { adminActorOf } from '../../http/context.ts';
import {
  deleteActivePeriod,
  getActivePeriod,
  getConfiguredDays,
  updateActivePeriod,
} from '../../services/admin/calendar/period.ts';
import { getDays, updateDay } from '../../services/admin/calendar/days.ts';
import { createBulkDays } from '../../services/admin/calendar/create-bulk-days.ts';

export function adminCalendarRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/getactiveperiod', permission: 'admin' }, async (ctx) => {
    ctx.body = { data: await getActivePeriod(s, adminActorOf(ctx)) } satisfies { data: ActivePeriod | null };
  });

  // The first and the last stored day, in the active period's shape.
  area.route({ method: 'GET', path: '/getconfigureddays', permission: 'admin' }, async (ctx) => {
    ctx.body = { data: await getConfiguredDays(s, adminActorOf(ctx)) } satisfies { data: ActivePeriod | null };
  });

  area.route(
    { method: 'POST', path: '/updateactiveperiod', permission: 'admin', body: ActivePeriodBody, limit: '1kb' },
    async (ctx, { body }) => {
      const data = await updateActivePeriod(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message: M.periodSaved, data } satisfies SavePeriodAnswer;
    },
  );

  area.route({ method: 'DELETE', path: '/deleteactiveperiod', permission: 'admin' }, async (ctx) => {
    const torolve = await deleteActivePeriod(s, adminActorOf(ctx));
    ctx.body = { ok: true, message: torolve ? M.periodDeleted : M.noPeriod, torolve } satisfies DeletePeriodAnswer;
  });

  area.route({ method: 'GET', path: '/getdays', permission: 'admin', query: DaysQuery }, async (ctx, { query }) => {
    ctx.body = { data: { data: await getDays(s, adminActorOf(ctx), query) } } satisfies DaysAnswer;
  });

  area.route(
    { method: 'PATCH', path: '/updatedays', permission: 'admin', body: UpdateDayBody, limit: '4kb' },
    async (ctx, { body }) => {
      const data = await updateDay(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message: M.daySaved, data } satisfies UpdateDayAnswer;
    },
  );

  // The rows' refusals carry `messages` (at most 8 rows' texts, then "…").
  area.route(
    {
      method: 'POST',
      path: '/createbulkdays',
      permission: 'admin',
      body: BulkDaysBody,
      limit: BULK_DAYS_BODY_LIMIT,
      tooLargeMessage: DAY_CSV_MESSAGES.tooManyRows,
    },
    async (ctx, { body }) => {
      const { message, ...counts } = await createBulkDays(s, adminActorOf(ctx), body);
      ctx.body = { ok: true, message, ...counts } satisfies BulkDaysAnswer;
    },
  );
}
