// DELETE /api/admin/deleteadminleaverequest (admin-area.md §4 "Deleting a request is a server call;
// whether it only marks the request torolve is not shown", §7):
// the request is marked `torolve`, never removed (docs/architecture.md "Data model": leave history is
// never lost), with a history entry by the admin and no role waiting for it; an approved
// request gives its working days back to the quota. One transaction with the person's claim and
// the audit entry.
import { ADMIN_REQUEST_MESSAGES as M } from '@tavollet/contract/api/admin-requests';
import type { Services } from '../../deps.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { audit } from '../../audit.ts';
import { auditBy, historyBy, type AdminActor } from '../../../domain/actor.ts';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import { moveUsedDays } from '../../leave/quota.ts';
import { claimPerson } from '../../leave/person-serial.ts';
import { isQuotaType } from '../../leave/request-rules.ts';

/** Marks the request deleted; answers the working days given back to the quota. */
export async function deleteAdminLeaveRequest(s: Services, actor: AdminActor, kerelem_id: number): Promise<number> {
  const owner = await s.models.LeaveRequest.findOne({ kerelem_id }, { user: 1 }).lean();
  if (!owner) throw new NotFound(M.notFound);
  return inTransaction(s.models, async (session) => {
    await claimPerson(s.models, owner.user, session);
    const doc = await s.models.LeaveRequest.findOne(
      { kerelem_id },
      { user: 1, statusz_kod: 1, tipus_kod: 1, ev: 1, munkanapok_szama: 1 },
    )
      .session(session)
      .lean();
    if (!doc) throw new NotFound(M.notFound);
    if (doc.statusz_kod === 'torolve') throw new Conflict(M.alreadyDeleted);
    const now = new Date();
    const entry = { statusz_kod: 'torolve' as const, at: now, ...historyBy(actor), megjegyzes: null };
    const res = await s.models.LeaveRequest.updateOne(
      { kerelem_id, statusz_kod: doc.statusz_kod },
      { $set: { statusz_kod: 'torolve', varakozo_szerep: null }, $push: { history: entry } },
      { session },
    );
    if (res.matchedCount !== 1) throw new Conflict(M.alreadyDeleted);
    const approved = doc.statusz_kod === 'jovahagyva';
    if (approved) await moveUsedDays(s.models, doc, -1, session);
    const back = approved && isQuotaType(doc.tipus_kod) ? doc.munkanapok_szama : 0;
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.request_deleted',
        target: String(kerelem_id),
        details: { from: doc.statusz_kod, visszaadott_napok: back },
      },
      session,
    );
    return back;
  });
}
