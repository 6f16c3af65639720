// Submitting a leave request (staff-area.md §4 "Submit", §7; docs/architecture.md "Dates,
// working days and quotas"): refused when it has no working day, crosses New Year, overlaps
// another live request of the person or exceeds the remaining quota. The person (`forUser`) and
// the actor are separate, so the deputy's request on a teacher's behalf (staff-area.md §6) and
// imports reuse this: `letrehozo`, the history entry and the audit log name the actor. The
// checks, the write and the audit entry run in one transaction that first claims the person
// (leave/person-serial.ts), so two submits at once cannot both pass the checks. The route
// (final and optional preliminary approver, the role it waits for) is decided here from the
// routing table and the person's roles and stored on the request (docs/architecture.md
// "Approval routing").
import type { LeaveType, Role } from '@tavollet/contract/codes';
import { TEACHER_MESSAGES as M, type OverlapDetails } from '@tavollet/contract/api/teacher';
import type { Types } from 'mongoose';
import type { Services } from '../deps.ts';
import { nextId } from '../../db/counters.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notifyRequestEvent, type NotifyDeps } from '../mail/notifications.ts';
import { audit } from '../audit.ts';
import { auditBy, historyBy, type Actor } from '../../domain/actor.ts';
import { Conflict, NotFound, Refused } from '../../domain/errors.ts';
import { routeForRequest } from '../leave/approval-routing.ts';
import { workingDaysBetween } from '../leave/working-days.ts';
import { assertQuota } from '../leave/quota.ts';
import { assertOneYear, assertRangeLength, ownDraft, yearOf } from '../leave/request-rules.ts';
import { findOverlap } from '../leave/overlap.ts';
import { claimPerson } from '../leave/person-serial.ts';

export interface SubmitInput {
  /** Whose leave it is (the teacher; the actor when they submit their own). */
  forUser: Types.ObjectId;
  tipus: LeaveType;
  mettol: string;
  meddig: string;
  megjegyzes: string | null;
  /** The person's own draft that becomes this request. */
  kerelem_id?: number | undefined;
}

/** The roles of the person whose leave it is (nobody decides their own request). */
async function rolesOf(s: Pick<Services, 'models'>, actor: Actor, user: Types.ObjectId): Promise<readonly Role[]> {
  if (actor.kind === 'user' && actor.id.equals(user)) return actor.roles;
  const person = await s.models.User.findById(user, { szerepkorok: 1 }).lean();
  return (person?.szerepkorok ?? []) as Role[];
}

/** Submits a request of `input.forUser` on behalf of `actor`; answers its kerelem_id. */
export async function submitRequest(s: NotifyDeps, actor: Actor, input: SubmitInput): Promise<number> {
  const { forUser: user, tipus, mettol: kezdete, meddig: vege, megjegyzes } = input;
  assertRangeLength(kezdete, vege);
  assertOneYear(kezdete, vege);
  const munkanapok_szama = await workingDaysBetween(s.models, kezdete, vege);
  if (munkanapok_szama === 0) throw new Refused('no_working_day', M.noWorkingDay);
  const ev = yearOf(kezdete);

  const onBehalf = !actor.id?.equals(user);
  const route = await routeForRequest(s.models, tipus, await rolesOf(s, actor, user));
  const { statusz_kod } = route;
  const kerelemId = await inTransaction(s.models, async (session) => {
    await claimPerson(s.models, user, session);
    const draftFilter = input.kerelem_id ? ownDraft(user, input.kerelem_id) : null;
    if (draftFilter && !(await s.models.LeaveRequest.exists(draftFilter).session(session)))
      throw new NotFound(M.notFound);
    // Drafts are not live, so the draft being submitted never collides with itself.
    const other = await findOverlap(s.models, { user, kezdete, vege }, session);
    if (other) throw new Conflict<OverlapDetails>(M.overlap, { ...other, tipus_kod: other.tipus_kod as LeaveType });
    await assertQuota(s.models, { user, tipus_kod: tipus, ev, munkanapok_szama }, session);

    const now = new Date();
    const fields = {
      tipus_kod: tipus,
      statusz_kod,
      kezdete,
      vege,
      megjegyzes,
      // The request date is the submit, also for a draft saved earlier (urgency, lists, CSV).
      letrehozva: now,
      jovahagyo_szerep: route.jovahagyo_szerep,
      elozetes_jovahagyo_szerep: route.elozetes_jovahagyo_szerep,
      varakozo_szerep: route.varakozo_szerep,
      munkanapok_szama,
      ev,
    };
    const entry = { statusz_kod, at: now, ...historyBy(actor), megjegyzes: null };
    let kerelemId: number;
    if (draftFilter) {
      // The draft document itself becomes the request: same kerelem_id, nothing left behind.
      const updated = await s.models.LeaveRequest.findOneAndUpdate(
        draftFilter,
        { $set: fields, $push: { history: entry } },
        { returnDocument: 'after', session },
      ).lean();
      if (!updated) throw new NotFound(M.notFound);
      kerelemId = updated.kerelem_id;
    } else {
      // The id is taken outside the transaction (no session): the counter is one document every
      // submit writes, and inside the transaction it would make all submits of the school conflict.
      // A retry of this function takes a new id; the gap it leaves is harmless.
      kerelemId = await nextId(s.models, 'kerelem_id');
      await s.models.LeaveRequest.create(
        [{ ...fields, kerelem_id: kerelemId, user, letrehozo: { kind: actor.kind, id: actor.id }, history: [entry] }],
        { session },
      );
    }
    const details = { tipus_kod: tipus, kezdete, vege, munkanapok_szama, fromDraft: Boolean(input.kerelem_id) };
    await audit(
      s,
      {
        ...auditBy(actor),
        action: 'leave_request.submitted',
        target: String(kerelemId),
        details: { ...details, ...(onBehalf ? { user: String(user) } : {}) },
      },
      session,
    );
    return kerelemId;
  });
  // After the commit: the approvers of its stage, and the teacher when a deputy submitted it.
  await notifyRequestEvent(s, { kind: 'submitted', kerelem_id: kerelemId, by: actor.id });
  return kerelemId;
}
