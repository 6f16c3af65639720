// POST /api/user/teacher/withdraw KerelemIdBody -> OkMessage (new). Pending own request ->
// torolve (Visszavonva); decided or already withdrawn 409 cannotWithdraw; not own 404.
import type Router from '@koa/router';
import { KerelemIdBody, TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { OkMessage } from '@tavollet/contract/api/auth';
import type { Services } from '../../../services/deps.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { withdrawRequest } from '../../../services/teacher/withdraw.ts';
import { actorOf } from './actor.ts';

export function withdrawRoute(router: Router, s: Services): void {
  router.post(
    '/teacher/withdraw',
    endpoint({ body: KerelemIdBody, limit: '1kb' }, async (ctx, { body }) => {
      await withdrawRequest(s, actorOf(ctx), body.kerelem_id);
      const answer: OkMessage = { ok: true, message: M.withdrawn };
      ctx.body = answer;
    }),
  );
}
