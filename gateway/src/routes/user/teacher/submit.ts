// POST /api/user/teacher/submit (staff-area.md §7) SubmitBody -> SubmitAnswer; refusals 400
// (noWorkingDay, crossesYear, tooLong), 404 (kerelem_id not the caller's draft), 409 (overlap,
// quotaExceeded with `details`). The teacher submits for themself.
import { SubmitBody, TEACHER_MESSAGES as M, type SubmitAnswer } from '@tavollet/contract/api/teacher';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { staffActor } from '../../../http/context.ts';
import { submitRequest } from '../../../services/teacher/submit.ts';

export function submitRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/submit', permission: ['tanar'], body: SubmitBody, limit: '2kb' },
    async (ctx, { body }) => {
      const actor = staffActor(ctx);
      const kerelem_id = await submitRequest(s, actor, { ...body, forUser: actor.id });
      const answer: z.infer<typeof SubmitAnswer> = { ok: true, message: M.submitted, kerelem_id };
      ctx.body = answer;
    },
  );
}
