// Withdrawing a request (staff-area.md §4): the owner withdraws a request awaiting either
// approval; it becomes torolve (shown as Visszavonva). Decided requests stay as decided. A
// pending request never moved `felhasznalt` (only approval does), so no quota changes here.
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { inTransaction } from '../../db/transaction.ts';
import { audit } from '../audit.ts';
import { auditBy, historyBy, type UserActor } from '../../domain/actor.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { PENDING_STATUSES } from '../leave/request-rules.ts';
import { notifyRequestEvent, type NotifyDeps } from '../mail/notifications.ts';
import type { Role } from '@tavollet/contract/codes';

export async function withdrawRequest(s: NotifyDeps, actor: UserActor, kerelem_id: number): Promise<void> {
  const own = { kerelem_id, user: actor.id };
  // The status change and its audit entry commit together (docs/architecture.md "Transactions
  // and concurrency"); the update is conditional on the status, so a decision landing at the
  // same moment either wins or makes this answer 409.
  await inTransaction(s.models, async (session) => {
    const now = new Date();
    const before = await s.models.LeaveRequest.findOneAndUpdate(
      { ...own, statusz_kod: { $in: [...PENDING_STATUSES] } },
      {
        // It waits for nobody any more (docs/architecture.md "Approval routing").
        $set: { statusz_kod: 'torolve', varakozo_szerep: null },
        $push: { history: { statusz_kod: 'torolve', at: now, ...historyBy(actor), megjegyzes: null } },
      },
      { returnDocument: 'before', session },
    ).lean();
    if (!before) {
      // Only the owner learns that the request exists (and why it cannot be withdrawn).
      if (await s.models.LeaveRequest.exists(own).session(session)) throw new Conflict(M.cannotWithdraw);
      throw new NotFound(M.notFound);
    }
    const entry = {
      ...auditBy(actor),
      action: 'leave_request.withdrawn',
      target: String(kerelem_id),
      details: { from: before.statusz_kod },
    };
    await audit(s, entry, session);
    // With the change: the approvers it waited for.
    const waitedFor = (before.varakozo_szerep ?? null) as Role | null;
    await notifyRequestEvent(s, session, { kind: 'withdrawn', kerelem_id, waitedFor });
  });
}
