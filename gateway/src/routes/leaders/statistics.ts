// Statistics of the leaders' screens (contract/src/api/leaders-statistics.ts; docs/architecture.md
// "Statistics"): school-wide figures for the principal and the deputy alike. Every range is
// bounded (a month for the absences, a school or quota year for the rest).
import {
  AbsencesQuery,
  QuotaYearQuery,
  SchoolYearQuery,
  type AbsencesAnswer,
  type MonthlyAnswer,
  type QuotaUsageAnswer,
  type StatusSummaryAnswer,
} from '@tavollet/contract/api/leaders-statistics';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { absencesByDay } from '../../services/leaders/statistics-absences.ts';
import { monthlyAbsences } from '../../services/leaders/statistics-monthly.ts';
import { quotaUsage } from '../../services/leaders/statistics-quota.ts';
import { statusSummary } from '../../services/leaders/statistics-status.ts';

const LEADERS = ['igazgato', 'igazgatohelyettes'] as const;

export function statisticsRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'GET', path: '/stats/absences', permission: [...LEADERS], query: AbsencesQuery },
    async (ctx, { query }) => {
      const answer: AbsencesAnswer = await absencesByDay(s.models, { ...query, today: budapestToday() });
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'GET', path: '/stats/monthly', permission: [...LEADERS], query: SchoolYearQuery },
    async (ctx, { query }) => {
      const answer: MonthlyAnswer = await monthlyAbsences(s.models, { today: budapestToday(), tanev: query.tanev });
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'GET', path: '/stats/quota-usage', permission: [...LEADERS], query: QuotaYearQuery },
    async (ctx, { query }) => {
      const answer: QuotaUsageAnswer = await quotaUsage(s.models, { today: budapestToday(), ev: query.ev });
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'GET', path: '/stats/status-summary', permission: [...LEADERS], query: SchoolYearQuery },
    async (ctx, { query }) => {
      const answer: StatusSummaryAnswer = await statusSummary(s.models, { today: budapestToday(), tanev: query.tanev });
      ctx.body = answer;
    },
  );
}
