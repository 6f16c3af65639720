// POST /api/user/teacher/savedraft (staff-area.md §7) DraftBody -> DraftAnswer, and
// DELETE /api/user/teacher/deletedraft KerelemIdBody -> OkMessage (new: the spec's screen only
// removed drafts locally). Someone else's draft, or a request that is no draft, answers 404.
import { DraftBody, KerelemIdBody, TEACHER_MESSAGES as M, type DraftAnswer } from '@tavollet/contract/api/teacher';
import type { OkMessage } from '@tavollet/contract/api/auth';
import type { z } from 'zod';
import type { Services } from '../../../services/deps.ts';
import type { ApiArea } from '../../../http/route.ts';
import { staffActor } from '../../../http/context.ts';
import { deleteDraft, saveDraft } from '../../../services/teacher/drafts.ts';

export function draftRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/savedraft', permission: ['tanar'], body: DraftBody, limit: '2kb' },
    async (ctx, { body }) => {
      const kerelem_id = await saveDraft(s, staffActor(ctx), body);
      const answer: z.infer<typeof DraftAnswer> = { ok: true, message: M.draftSaved, kerelem_id };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'DELETE', path: '/deletedraft', permission: ['tanar'], body: KerelemIdBody, limit: '1kb' },
    async (ctx, { body }) => {
      await deleteDraft(s, staffActor(ctx), body.kerelem_id);
      const answer: OkMessage = { ok: true, message: M.draftDeleted };
      ctx.body = answer;
    },
  );
}
