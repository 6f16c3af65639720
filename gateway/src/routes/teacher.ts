// /api/user/teacher/*: the teacher's calls (staff-area.md §7 plus the new calls of
// contract/src/api/teacher.ts). Every route needs the tanar role (holding it is what counts: a
// deputy or HR member who also holds tanar uses it for their own requests); every call acts on
// the signed-in person's own requests only: someone else's draft or request answers 404.
import {
  DraftBody,
  HistoryQuery,
  KerelemIdBody,
  SubmitBody,
  TEACHER_MESSAGES as M,
  WorkingDaysQuery,
  type DraftAnswer,
  type SubmitAnswer,
  type WorkingDaysAnswer,
} from '@tavollet/contract/api/teacher';
import type { OkMessage } from '@tavollet/contract/api/auth';
import type { z } from 'zod';
import type { Services } from '../services/deps.ts';
import { defineArea, type ApiArea } from '../http/route.ts';
import { staffActor } from '../http/context.ts';
import { TeacherDataCache, getData } from '../services/teacher/getdata.ts';
import { submitRequest } from '../services/teacher/submit.ts';
import { deleteDraft, saveDraft } from '../services/teacher/drafts.ts';
import { withdrawRequest } from '../services/teacher/withdraw.ts';
import { HistoryCache, historyJson } from '../services/teacher/history.ts';
import { workingDaysPreview } from '../services/leave/working-days.ts';

const TEACHER = ['tanar'] as const;

export function teacherArea(s: Services): ApiArea {
  const area = defineArea('/user/teacher');
  // Kept answers, valid while the change feed reports no write to them (services/teacher/getdata.ts).
  const cache = new TeacherDataCache(s.models, s.changeFeed);
  const historyCache = new HistoryCache(s.models, s.changeFeed);

  area.route({ method: 'GET', path: '/getdata', permission: TEACHER }, async (ctx) => {
    ctx.body = await getData(s.models, staffActor(ctx).user, undefined, cache);
  });

  // Refusals: 400 noWorkingDay, crossesYear, tooLong; 404 a kerelem_id that is not the caller's
  // draft; 409 overlap or quotaExceeded, with `details`.
  area.route(
    { method: 'POST', path: '/submit', permission: TEACHER, body: SubmitBody, limit: '2kb' },
    async (ctx, { body }) => {
      const actor = staffActor(ctx);
      const kerelem_id = await submitRequest(s, actor, { ...body, forUser: actor.id });
      ctx.body = { ok: true, message: M.submitted, kerelem_id } satisfies z.infer<typeof SubmitAnswer>;
    },
  );

  area.route(
    { method: 'POST', path: '/savedraft', permission: TEACHER, body: DraftBody, limit: '2kb' },
    async (ctx, { body }) => {
      const kerelem_id = await saveDraft(s, staffActor(ctx), body);
      ctx.body = { ok: true, message: M.draftSaved, kerelem_id } satisfies z.infer<typeof DraftAnswer>;
    },
  );

  area.route(
    { method: 'DELETE', path: '/deletedraft', permission: TEACHER, body: KerelemIdBody, limit: '1kb' },
    async (ctx, { body }) => {
      await deleteDraft(s, staffActor(ctx), body.kerelem_id);
      ctx.body = { ok: true, message: M.draftDeleted } satisfies OkMessage;
    },
  );

  // A pending request becomes torolve (shown as Visszavonva); a decided one answers 409.
  area.route(
    { method: 'POST', path: '/withdraw', permission: TEACHER, body: KerelemIdBody, limit: '1kb' },
    async (ctx, { body }) => {
      await withdrawRequest(s, staffActor(ctx), body.kerelem_id);
      ctx.body = { ok: true, message: M.withdrawn } satisfies OkMessage;
    },
  );

  // One page; the answer is JSON text put together from each row's kept JSON
  // (services/teacher/history.ts). Refusals: 400 a filter, order or `utana` it cannot read.
  area.route({ method: 'GET', path: '/history', permission: TEACHER, query: HistoryQuery }, async (ctx, { query }) => {
    ctx.type = 'json';
    ctx.body = await historyJson(s.models, staffActor(ctx).user, query, historyCache);
  });

  // What a range costs by the school calendar, for the form's preview.
  area.route(
    { method: 'GET', path: '/workingdays', permission: TEACHER, query: WorkingDaysQuery },
    async (ctx, { query }) => {
      const preview = await workingDaysPreview(s.models, query.mettol, query.meddig);
      ctx.body = { ok: true, ...preview } satisfies z.infer<typeof WorkingDaysAnswer>;
    },
  );

  return area;
}
