// POST /api/user/teacher/submit (staff-area.md §7) SubmitBody -> SubmitAnswer; refusals 400
// (noWorkingDay, crossesYear, tooLong), 404 (kerelem_id not the caller's draft), 409 (overlap,
// quotaExceeded with `details`; busy).
import type Router from '@koa/router';
import { SubmitBody, TEACHER_MESSAGES as M, type SubmitAnswer } from '@tavollet/contract/api/teacher';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { submitRequest } from '../../../services/teacher/submit.ts';
import { actorOf } from './actor.ts';

export function submitRoute(router: Router, s: Services): void {
  router.post(
    '/teacher/submit',
    endpoint({ body: SubmitBody, limit: '2kb' }, async (ctx, { body }) => {
      const kerelem_id = await submitRequest(s, actorOf(ctx), body);
      const answer: z.infer<typeof SubmitAnswer> = { ok: true, message: M.submitted, kerelem_id };
      ctx.body = answer;
    }),
  );
}
