// POST /api/user/teacher/submit (staff-area.md §4 "Submit", §7; ARCHITECTURE.md "A submit is
// refused … when it overlaps … or exceeds the remaining quota"). The checks and the write run
// under the person's lock (user-lock.ts), so two submits at once cannot both pass them.
import type { LeaveType } from '@tavollet/contract/codes';
import { TEACHER_MESSAGES as M, type OverlapDetails, type QuotaDetails } from '@tavollet/contract/api/teacher';
import type { Types } from 'mongoose';
import type { Services } from '../deps.ts';
import { nextId } from '../../db/counters.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { approverOf } from './approval-routing.ts';
import { workingDaysBetween } from './calendar.ts';
import { pendingDaysByType, quotaOf } from './teacher-data.ts';
import { withUserLock } from './user-lock.ts';
import { LIVE_STATUSES, SUBMITTED_STATUS, assertOneYear, assertRangeLength, isQuotaType, ownDraft, yearOf, type Actor } from './rules.ts';

export interface SubmitInput {
  tipus: LeaveType;
  mettol: string;
  meddig: string;
  megjegyzes: string | null;
  /** The caller's own draft that becomes this request. */
  kerelem_id?: number | undefined;
}

/** Refuses a range overlapping another of the person's pending or approved requests. */
async function assertNoOverlap(s: Pick<Services, 'models'>, user: Types.ObjectId, kezdete: string, vege: string): Promise<void> {
  // Drafts are not live, so the draft being submitted never collides with itself.
  const other = await s.models.LeaveRequest.findOne(
    { user, statusz_kod: { $in: [...LIVE_STATUSES] }, kezdete: { $lte: vege }, vege: { $gte: kezdete } },
    { kerelem_id: 1, tipus_kod: 1, kezdete: 1, vege: 1, _id: 0 },
  )
    .sort({ kezdete: 1 })
    .lean();
  if (!other) return;
  const details: OverlapDetails = { kerelem_id: other.kerelem_id, tipus_kod: other.tipus_kod as LeaveType, kezdete: other.kezdete, vege: other.vege };
  throw conflict(M.overlap, { details });
}

/** Refuses a quota-tracked request costing more than keret − felhasznalt − pending of its year. */
async function assertQuota(s: Pick<Services, 'models'>, user: Types.ObjectId, tipus: LeaveType, ev: number, requested: number): Promise<void> {
  if (!isQuotaType(tipus)) return;
  const [quota, pending] = await Promise.all([quotaOf(s.models, user, ev), pendingDaysByType(s.models, user, ev)]);
  const remaining = quota[tipus].keret - quota[tipus].felhasznalt - pending[tipus];
  if (remaining >= requested) return;
  const details: QuotaDetails = { remaining: Math.max(0, remaining), requested };
  throw conflict(M.quotaExceeded, { details });
}

export async function submitRequest(s: Pick<Services, 'models' | 'log'>, actor: Actor, input: SubmitInput): Promise<number> {
  const { user } = actor;
  const { tipus, mettol: kezdete, meddig: vege, megjegyzes } = input;
  assertRangeLength(kezdete, vege);
  assertOneYear(kezdete, vege);
  const munkanapok_szama = await workingDaysBetween(s.models, kezdete, vege);
  if (munkanapok_szama === 0) throw badRequest(M.noWorkingDay);
  const ev = yearOf(kezdete);

  const kerelemId = await withUserLock(s, user._id, async () => {
    const draftFilter = input.kerelem_id ? ownDraft(actor, input.kerelem_id) : null;
    if (draftFilter && !(await s.models.LeaveRequest.exists(draftFilter))) throw notFound(M.notFound);
    await assertNoOverlap(s, user._id, kezdete, vege);
    await assertQuota(s, user._id, tipus, ev, munkanapok_szama);

    const now = new Date();
    const fields = {
      tipus_kod: tipus,
      statusz_kod: SUBMITTED_STATUS,
      kezdete,
      vege,
      megjegyzes,
      // The request date is the submit, also for a draft saved earlier (urgency, lists, CSV).
      letrehozva: now,
      jovahagyo_szerep: await approverOf(s.models, tipus),
      munkanapok_szama,
      ev,
    };
    const entry = { statusz_kod: SUBMITTED_STATUS, at: now, by: user._id, byKind: 'user' as const, megjegyzes: null };
    if (draftFilter) {
      // The draft document itself becomes the request: same kerelem_id, nothing left behind.
      const updated = await s.models.LeaveRequest.findOneAndUpdate(draftFilter, { $set: fields, $push: { history: entry } }, { returnDocument: 'after' }).lean();
      if (!updated) throw notFound(M.notFound); // deleted by a parallel call after the check
      return updated.kerelem_id;
    }
    const created = await s.models.LeaveRequest.create({
      ...fields,
      kerelem_id: await nextId(s.models, 'kerelem_id'),
      user: user._id,
      letrehozo: { kind: 'user', id: user._id },
      history: [entry],
    });
    return created.kerelem_id;
  });

  await audit(s, {
    actorKind: 'user',
    actor: user._id,
    action: 'leave_request.submitted',
    target: String(kerelemId),
    ip: actor.ip,
    details: { tipus_kod: tipus, kezdete, vege, munkanapok_szama, fromDraft: Boolean(input.kerelem_id) },
  });
  return kerelemId;
}
