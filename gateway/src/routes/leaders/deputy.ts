// The deputy's request on a teacher's behalf (contract/src/api/leaders.ts; staff-area.md §2 "The
// deputy new-request form", §5, §8 "Deputy form failure"): the teacher selector, the teacher's
// remaining quota, the working-day preview and the submit. Deputy only (the principal 403).
import {
  LEADERS_MESSAGES as M,
  SubmitForBody,
  TeacherQuery,
  type TeacherQuotaAnswer,
  type TeachersAnswer,
} from '@tavollet/contract/api/leaders';
import { WorkingDaysQuery, type SubmitAnswer, type WorkingDaysAnswer } from '@tavollet/contract/api/teacher';
import type { z } from 'zod';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { staffActor } from '../../http/context.ts';
import { workingDaysPreview } from '../../services/leave/working-days.ts';
import { submitFor, teacherOptions, teacherQuota } from '../../services/leaders/deputy.ts';

const DEPUTY = ['igazgatohelyettes'] as const;

export function deputyRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/teachers', permission: [...DEPUTY] }, async (ctx) => {
    const answer: z.infer<typeof TeachersAnswer> = { ok: true, items: await teacherOptions(s.models) };
    ctx.body = answer;
  });
  area.route(
    { method: 'GET', path: '/teacher-quota', permission: [...DEPUTY], query: TeacherQuery },
    async (ctx, { query }) => {
      const answer: TeacherQuotaAnswer = { ok: true, ...(await teacherQuota(s.models, query.user_id)) };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'GET', path: '/workingdays', permission: [...DEPUTY], query: WorkingDaysQuery },
    async (ctx, { query }) => {
      const answer: z.infer<typeof WorkingDaysAnswer> = {
        ok: true,
        ...(await workingDaysPreview(s.models, query.mettol, query.meddig)),
      };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'POST', path: '/submit-for', permission: [...DEPUTY], body: SubmitForBody, limit: '2kb' },
    async (ctx, { body }) => {
      const kerelem_id = await submitFor(s, staffActor(ctx), body);
      const answer: z.infer<typeof SubmitAnswer> = { ok: true, message: M.submitted, kerelem_id };
      ctx.body = answer;
    },
  );
}
