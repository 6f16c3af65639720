// POST /api/user/teacher/withdraw: the owner withdraws a request awaiting either approval; it
// becomes torolve (shown as Visszavonva). Decided requests stay as decided. A pending request
// never moved `felhasznalt` (only approval does), so no quota changes here.
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { Services } from '../deps.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { PENDING_STATUSES, type Actor } from './rules.ts';

export async function withdrawRequest(s: Pick<Services, 'models' | 'log'>, actor: Actor, kerelem_id: number): Promise<void> {
  const now = new Date();
  const own = { kerelem_id, user: actor.user._id };
  // Conditional on the status, so a decision landing at the same moment wins or loses cleanly.
  const updated = await s.models.LeaveRequest.findOneAndUpdate(
    { ...own, statusz_kod: { $in: [...PENDING_STATUSES] } },
    {
      $set: { statusz_kod: 'torolve' },
      $push: { history: { statusz_kod: 'torolve', at: now, by: actor.user._id, byKind: 'user', megjegyzes: null } },
    },
    { returnDocument: 'before' },
  ).lean();
  if (!updated) {
    // Only the owner learns that the request exists (and why it cannot be withdrawn).
    if (await s.models.LeaveRequest.exists(own)) throw conflict(M.cannotWithdraw);
    throw notFound(M.notFound);
  }
  await audit(s, {
    actorKind: 'user',
    actor: actor.user._id,
    action: 'leave_request.withdrawn',
    target: String(kerelem_id),
    ip: actor.ip,
    details: { from: updated.statusz_kod },
  });
}
