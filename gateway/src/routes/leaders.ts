// /api/leaders/*: the principal's and the deputy's calls (staff-area.md §2 "Approval screens", §4,
// §6 "igazgato", "igazgatohelyettes"; contract/src/api/leaders.ts, leaders-statistics.ts). The
// lists, counts, details and decisions are open to both leader roles at the route; the service
// checks that the caller holds the `szerep` the call names (403 wrongRole). The deputy alone
// submits on a teacher's behalf (the principal 403). Statistics are school-wide, each range
// bounded (a month for the absences, a school or quota year for the rest).
import {
  ApproveBody,
  BulkApproveBody,
  KerelemParams,
  LEADERS_MESSAGES,
  RejectBody,
  RoleQuery,
  SubmitForBody,
  TeacherQuery,
  type BulkAnswer,
  type CountsAnswer,
  type DecisionAnswer,
  type DetailsAnswer,
  type PendingAnswer,
  type TeacherQuotaAnswer,
  type TeachersAnswer,
} from '@tavollet/contract/api/leaders';
import {
  AbsencesQuery,
  QuotaYearQuery,
  SchoolYearQuery,
  type AbsencesAnswer,
  type MonthlyAnswer,
  type QuotaUsageAnswer,
  type StatusSummaryAnswer,
} from '@tavollet/contract/api/leaders-statistics';
import { WorkingDaysQuery, type SubmitAnswer, type WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { z } from 'zod';
import type { Services } from '../services/deps.ts';
import { defineArea, type ApiArea } from '../http/route.ts';
import { staffActor } from '../http/context.ts';
import { pendingCounts, pendingList } from '../services/leaders/pending.ts';
import { requestDetails } from '../services/leaders/request-details.ts';
import { approveBulk, approveRequest, decisionMessage, rejectRequest } from '../services/leaders/decide.ts';
import { submitFor, teacherOptions, teacherQuota } from '../services/leaders/deputy.ts';
import { workingDaysPreview } from '../services/leave/working-days.ts';
import { absencesByDay } from '../services/leaders/statistics-absences.ts';
import { monthlyAbsences } from '../services/leaders/statistics-monthly.ts';
import { quotaUsage } from '../services/leaders/statistics-quota-usage.ts';
import { statusSummary } from '../services/leaders/statistics-status-summary.ts';

const LEADERS = ['igazgato', 'igazgatohelyettes'] as const;
const DEPUTY = ['igazgatohelyettes'] as const;

export function leadersArea(s: Services): ApiArea {
  const area = defineArea('/leaders');

  area.route({ method: 'GET', path: '/pending', permission: LEADERS, query: RoleQuery }, async (ctx, { query }) => {
    ctx.body = { ok: true, items: await pendingList(s, staffActor(ctx), query.szerep) } satisfies PendingAnswer;
  });

  area.route({ method: 'GET', path: '/counts', permission: LEADERS, query: RoleQuery }, async (ctx, { query }) => {
    ctx.body = { ok: true, ...(await pendingCounts(s, staffActor(ctx), query.szerep)) } satisfies CountsAnswer;
  });

  area.route(
    { method: 'GET', path: '/request/:kerelem_id', permission: LEADERS, query: RoleQuery, params: KerelemParams },
    async (ctx, { query, params }) => {
      const details = await requestDetails(s, staffActor(ctx), query.szerep, params.kerelem_id);
      ctx.body = { ok: true, ...details } satisfies DetailsAnswer;
    },
  );

  area.route(
    { method: 'POST', path: '/approve', permission: LEADERS, body: ApproveBody, limit: '2kb' },
    async (ctx, { body }) => {
      const statusz_kod = await approveRequest(s, staffActor(ctx), body);
      ctx.body = { ok: true, message: decisionMessage(statusz_kod), statusz_kod } satisfies DecisionAnswer;
    },
  );

  area.route(
    { method: 'POST', path: '/reject', permission: LEADERS, body: RejectBody, limit: '2kb' },
    async (ctx, { body }) => {
      const statusz_kod = await rejectRequest(s, staffActor(ctx), body);
      ctx.body = { ok: true, message: decisionMessage(statusz_kod), statusz_kod } satisfies DecisionAnswer;
    },
  );

  area.route(
    { method: 'POST', path: '/approve-bulk', permission: LEADERS, body: BulkApproveBody, limit: '8kb' },
    async (ctx, { body }) => {
      ctx.body = { ok: true, ...(await approveBulk(s, staffActor(ctx), body)) } satisfies BulkAnswer;
    },
  );

  // The deputy's request on a teacher's behalf (staff-area.md §2 "The deputy new-request form",
  // §5, §8 "Deputy form failure"): the teacher selector, their remaining quota, the working-day
  // preview and the submit.
  area.route({ method: 'GET', path: '/teachers', permission: DEPUTY }, async (ctx) => {
    ctx.body = { ok: true, items: await teacherOptions(s.models) } satisfies z.infer<typeof TeachersAnswer>;
  });

  area.route(
    { method: 'GET', path: '/teacher-quota', permission: DEPUTY, query: TeacherQuery },
    async (ctx, { query }) => {
      ctx.body = { ok: true, ...(await teacherQuota(s.models, query.user_id)) } satisfies TeacherQuotaAnswer;
    },
  );

  area.route(
    { method: 'GET', path: '/workingdays', permission: DEPUTY, query: WorkingDaysQuery },
    async (ctx, { query }) => {
      const preview = await workingDaysPreview(s.models, query.mettol, query.meddig);
      ctx.body = { ok: true, ...preview } satisfies z.infer<typeof WorkingDaysAnswer>;
    },
  );

  area.route(
    { method: 'POST', path: '/submit-for', permission: DEPUTY, body: SubmitForBody, limit: '2kb' },
    async (ctx, { body }) => {
      const kerelem_id = await submitFor(s, staffActor(ctx), body);
      ctx.body = { ok: true, message: LEADERS_MESSAGES.submitted, kerelem_id } satisfies z.infer<typeof SubmitAnswer>;
    },
  );

  area.route(
    { method: 'GET', path: '/stats/absences', permission: LEADERS, query: AbsencesQuery },
    async (ctx, { query }) => {
      ctx.body = (await absencesByDay(s.models, { ...query, today: budapestToday() })) satisfies AbsencesAnswer;
    },
  );

  area.route(
    { method: 'GET', path: '/stats/monthly', permission: LEADERS, query: SchoolYearQuery },
    async (ctx, { query }) => {
      const answer = await monthlyAbsences(s.models, { today: budapestToday(), tanev: query.tanev });
      ctx.body = answer satisfies MonthlyAnswer;
    },
  );

  area.route(
    { method: 'GET', path: '/stats/quota-usage', permission: LEADERS, query: QuotaYearQuery },
    async (ctx, { query }) => {
      ctx.body = (await quotaUsage(s.models, { today: budapestToday(), ev: query.ev })) satisfies QuotaUsageAnswer;
    },
  );

  area.route(
    { method: 'GET', path: '/stats/status-summary', permission: LEADERS, query: SchoolYearQuery },
    async (ctx, { query }) => {
      const answer = await statusSummary(s.models, { today: budapestToday(), tanev: query.tanev });
      ctx.body = answer satisfies StatusSummaryAnswer;
    },
  );

  return area;
}
