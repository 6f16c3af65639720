// Drafts (staff-area.md §3 "Draft", §4 "Draft"): saved, loaded back, updated and deleted by their
// owner. Drafts hold no days, so they are not checked for overlap or quota (submit is).
import type { LeaveType } from '@tavollet/contract/codes';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { Services } from '../deps.ts';
import { nextId } from '../../db/counters.ts';
import { inTransaction } from '../../db/transaction.ts';
import { audit } from '../audit.ts';
import { auditBy, historyBy, type UserActor } from '../../domain/actor.ts';
import { NotFound } from '../../domain/errors.ts';
import { workingDaysBetween } from '../leave/working-days.ts';
import { assertRangeLength, ownDraft, yearOf } from '../leave/request-rules.ts';

export interface DraftInput {
  tipus_kod: LeaveType;
  kezdete: string;
  vege: string;
  megjegyzes: string | null;
  /** The actor's own draft to update; without it a new draft is created. */
  kerelem_id?: number | undefined;
}

/** Creates or updates the actor's own draft; answers its kerelem_id. */
export async function saveDraft(s: Pick<Services, 'models'>, actor: UserActor, input: DraftInput): Promise<number> {
  const { tipus_kod, kezdete, vege, megjegyzes } = input;
  assertRangeLength(kezdete, vege);
  const fields = {
    tipus_kod,
    kezdete,
    vege,
    megjegyzes,
    ev: yearOf(kezdete),
    munkanapok_szama: await workingDaysBetween(s.models, kezdete, vege),
  };
  if (input.kerelem_id) {
    const updated = await s.models.LeaveRequest.findOneAndUpdate(
      ownDraft(actor.id, input.kerelem_id),
      { $set: fields },
      { returnDocument: 'after' },
    ).lean();
    if (!updated) throw new NotFound(M.notFound);
    return updated.kerelem_id;
  }
  const now = new Date();
  const created = await s.models.LeaveRequest.create({
    ...fields,
    kerelem_id: await nextId(s.models, 'kerelem_id'),
    user: actor.id,
    statusz_kod: 'piszkozat',
    letrehozo: { kind: actor.kind, id: actor.id },
    letrehozva: now,
    jovahagyo_szerep: null,
    history: [{ statusz_kod: 'piszkozat', at: now, ...historyBy(actor), megjegyzes: null }],
  });
  return created.kerelem_id;
}

/**
 * Deletes the actor's own draft for real: a draft was never submitted, so nothing in the
 * history, the approvers' lists or HR's export refers to it. The audit log keeps what it was.
 */
export async function deleteDraft(
  s: Pick<Services, 'models' | 'log'>,
  actor: UserActor,
  kerelem_id: number,
): Promise<void> {
  // The removal and its audit entry commit together (docs/architecture.md "Transactions and concurrency").
  await inTransaction(s.models, async (session) => {
    const removed = await s.models.LeaveRequest.findOneAndDelete(ownDraft(actor.id, kerelem_id), { session }).lean();
    if (!removed) throw new NotFound(M.notFound);
    const details = { tipus_kod: removed.tipus_kod, kezdete: removed.kezdete, vege: removed.vege };
    await audit(
      s,
      { ...auditBy(actor), action: 'leave_request.draft_deleted', target: String(kerelem_id), details },
      session,
    );
  });
}
