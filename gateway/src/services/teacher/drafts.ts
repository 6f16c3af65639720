// Drafts (staff-area.md §3 "Draft", §4 "Draft"): saved, loaded back, updated and deleted by their
// owner. Drafts hold no days, so they are not checked for overlap or quota (submit is).
import type { LeaveType } from '@tavollet/contract/codes';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { Services } from '../deps.ts';
import { nextId } from '../../db/counters.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { workingDaysBetween } from './calendar.ts';
import { assertRangeLength, ownDraft, yearOf, type Actor } from './rules.ts';

export interface DraftInput {
  tipus_kod: LeaveType;
  kezdete: string;
  vege: string;
  megjegyzes: string | null;
  /** The caller's own draft to update; without it a new draft is created. */
  kerelem_id?: number | undefined;
}

/** Creates or updates a draft; answers its kerelem_id. */
export async function saveDraft(s: Pick<Services, 'models'>, actor: Actor, input: DraftInput): Promise<number> {
  const { tipus_kod, kezdete, vege, megjegyzes } = input;
  assertRangeLength(kezdete, vege);
  const fields = { tipus_kod, kezdete, vege, megjegyzes, ev: yearOf(kezdete), munkanapok_szama: await workingDaysBetween(s.models, kezdete, vege) };
  if (input.kerelem_id) {
    const updated = await s.models.LeaveRequest.findOneAndUpdate(ownDraft(actor, input.kerelem_id), { $set: fields }, { returnDocument: 'after' }).lean();
    if (!updated) throw notFound(M.notFound);
    return updated.kerelem_id;
  }
  const now = new Date();
  const created = await s.models.LeaveRequest.create({
    ...fields,
    kerelem_id: await nextId(s.models, 'kerelem_id'),
    user: actor.user._id,
    statusz_kod: 'piszkozat',
    letrehozo: { kind: 'user', id: actor.user._id },
    letrehozva: now,
    jovahagyo_szerep: null,
    history: [{ statusz_kod: 'piszkozat', at: now, by: actor.user._id, byKind: 'user', megjegyzes: null }],
  });
  return created.kerelem_id;
}

/**
 * Deletes the caller's own draft for real: a draft was never submitted, so nothing in the
 * history, the approvers' lists or HR's export refers to it. The audit log keeps what it was.
 */
export async function deleteDraft(s: Pick<Services, 'models' | 'log'>, actor: Actor, kerelem_id: number): Promise<void> {
  const removed = await s.models.LeaveRequest.findOneAndDelete(ownDraft(actor, kerelem_id)).lean();
  if (!removed) throw notFound(M.notFound);
  await audit(s, {
    actorKind: 'user',
    actor: actor.user._id,
    action: 'leave_request.draft_deleted',
    target: String(kerelem_id),
    ip: actor.ip,
    details: { tipus_kod: removed.tipus_kod, kezdete: removed.kezdete, vege: removed.vege },
  });
}
