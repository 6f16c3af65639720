// POST /api/user/teacher/withdraw KerelemIdBody -> OkMessage (new). Pending own request ->
// torolve (Visszavonva); decided or already withdrawn 409 cannotWithdraw; not own 404.
import { KerelemIdBody, TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { OkMessage } from '@tavollet/contract/api/auth';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { staffActor } from '../../../http/context.ts';
import { withdrawRequest } from '../../../services/teacher/withdraw.ts';

export function withdrawRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/withdraw', permission: ['tanar'], body: KerelemIdBody, limit: '1kb' },
    async (ctx, { body }) => {
      await withdrawRequest(s, staffActor(ctx), body.kerelem_id);
      const answer: OkMessage = { ok: true, message: M.withdrawn };
      ctx.body = answer;
    },
  );
}
