// PATCH /api/admin/closeissue (admin-area.md §4 "Issue report": close sets lezarva and is allowed
// from uj or fejlesztonek_tovabbitva). A conditional update on the status as allowed, with its
// audit entry in one transaction, so two admins closing at once give one change and one 409.
import { ADMIN_ISSUE_MESSAGES as M } from '@tavollet/contract/api/admin-issues';
import type { IssueStatus } from '@tavollet/contract/codes';
import { inTransaction } from '../../../db/transaction.ts';
import type { Services } from '../../deps.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import { audit } from '../../audit.ts';
import { Conflict, NotFound } from '../../../domain/errors.ts';

const CLOSABLE: IssueStatus[] = ['uj', 'fejlesztonek_tovabbitva'];

export async function closeIssue(s: Services, actor: AdminActor, bejelentesId: number): Promise<void> {
  await inTransaction(s.models, async (session) => {
    const before = await s.models.IssueReport.findOneAndUpdate(
      { bejelentes_id: bejelentesId, statusz: { $in: CLOSABLE } },
      { $set: { statusz: 'lezarva' } },
      { session, returnDocument: 'before', projection: { statusz: 1 } },
    ).lean();
    if (!before) {
      const current = await s.models.IssueReport.findOne({ bejelentes_id: bejelentesId }, { statusz: 1 })
        .session(session)
        .lean();
      if (!current) throw new NotFound(M.notFound);
      throw new Conflict(current.statusz === 'lezarva' ? M.alreadyClosed : M.cannotClose);
    }
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'admin.issue_closed',
        target: String(bejelentesId),
        details: { elozo_statusz: before.statusz },
      },
      session,
    );
  });
}
