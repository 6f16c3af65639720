// Submitting a leave request (staff-area.md §4 "Submit", §7; docs/architecture.md "Dates,
// working days and quotas"): refused when it has no working day, crosses New Year, overlaps
// another live request of the person or exceeds the remaining quota. The person (`forUser`) and
// the actor are separate, so the deputy's request on a teacher's behalf (staff-area.md §6) and
// imports reuse this: `letrehozo`, the history entry and the audit log name the actor. The
// checks, the write and the audit entry run in one transaction that first claims the person
// (leave/person-serial.ts), so two submits at once cannot both pass the checks. The route
// (final and optional preliminary approver, the role it waits for) is decided here from the
// routing table and the person's roles and stored on the request (docs/architecture.md
// "Approval routing"). Everything the checks and the mails need is read with ONE command
// (`readForSubmit`): over a network each command is a round trip (docs/architecture.md
// "Transactions and concurrency").
import type { ApproverRole, DayType, LeaveType, Role } from '@tavollet/contract/codes';
import { TEACHER_MESSAGES as M, type OverlapDetails } from '@tavollet/contract/api/teacher';
import { LEADERS_MESSAGES as LM } from '@tavollet/contract/api/leaders';
import { countWorkingDays, lookupFromMap } from '@tavollet/contract/domain/working-days';
import { hasDecider, routeRequest } from '@tavollet/contract/domain/approval-routing';
import type { ClientSession, Types } from 'mongoose';
import type { Models } from '../../db/models.ts';
import { nextId } from '../../db/counters.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  APPROVERS,
  queueMails,
  requestEventMails,
  type EventFacts,
  type NotifyDeps,
  type RequestEvent,
  type StaffPerson,
} from '../mail/notifications.ts';
import { NOTIFICATION_SETTINGS_ID, notificationSettingsOf } from '../admin/email/notification-settings.ts';
import { audit } from '../audit.ts';
import { auditBy, historyBy, type Actor } from '../../domain/actor.ts';
import { Conflict, NotFound, Refused } from '../../domain/errors.ts';
import { routeOfRow } from '../leave/approval-routing.ts';
import { assertQuotaLeft, pendingDaysOf, quotaAmountsOf } from '../leave/quota.ts';
import { LIVE_STATUSES, PENDING_STATUSES, assertOneYear, assertRangeLength, yearOf } from '../leave/request-rules.ts';
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

interface PersonRow extends StaffPerson {
  blocked?: boolean;
}

/** One stored request of the person, as `readForSubmit` reads it. */
interface OwnRow {
  kerelem_id: number;
  tipus_kod: string;
  statusz_kod: string;
  kezdete: string;
  vege: string;
  munkanapok_szama: number;
  ev: number;
}

/**
 * What a submit reads, as one aggregate in the transaction, from the person's serial document
 * (just claimed, so it exists): their quota of the year, their live requests overlapping the range
 * and pending ones of the year (and the draft), the calendar days of the range, the type's routing
 * row, the notification settings, and the person with the approvers (for the route and the mails).
 * Each is a `$lookup` of a pipeline without variables, which a replica set allows in a transaction
 * (`$unionWith` it does not) and the embedded server runs as an indexed query.
 */
async function readForSubmit(
  models: Models,
  session: ClientSession,
  q: { user: Types.ObjectId; ev: number; kezdete: string; vege: string; tipus: LeaveType; draft: number | undefined },
) {
  const join = (from: { collection: { collectionName: string } }, as: string, match: object, project?: object) => ({
    $lookup: {
      from: from.collection.collectionName,
      pipeline: [{ $match: match }, ...(project ? [{ $project: project }] : [])],
      as,
    },
  });
  const requestsOf = [
    { statusz_kod: { $in: [...LIVE_STATUSES] }, kezdete: { $lte: q.vege }, vege: { $gte: q.kezdete } },
    { statusz_kod: { $in: [...PENDING_STATUSES] }, ev: q.ev },
    ...(q.draft === undefined ? [] : [{ kerelem_id: q.draft, statusz_kod: 'piszkozat' }]),
  ];
  const [read] = await models.RequestSerial.aggregate<{
    quota: Record<string, unknown>[];
    own: OwnRow[];
    days: { datum: string; tipus: DayType }[];
    route: (Parameters<typeof routeOfRow>[1] & object)[];
    settings: { value?: unknown }[];
    people: PersonRow[];
  }>([
    { $match: { _id: q.user } },
    join(models.Quota, 'quota', { user: q.user, ev: q.ev }),
    join(
      models.LeaveRequest,
      'own',
      { user: q.user, $or: requestsOf },
      { _id: 0, kerelem_id: 1, tipus_kod: 1, statusz_kod: 1, kezdete: 1, vege: 1, munkanapok_szama: 1, ev: 1 },
    ),
    join(models.CalendarDay, 'days', { datum: { $gte: q.kezdete, $lte: q.vege } }, { _id: 0, datum: 1, tipus: 1 }),
    join(
      models.ApprovalRoute,
      'route',
      { tipus_kod: q.tipus },
      { _id: 0, jovahagyo_szerep: 1, elozetes_jovahagyo_szerep: 1 },
    ),
    join(models.Setting, 'settings', { _id: NOTIFICATION_SETTINGS_ID }),
    join(models.User, 'people', { $or: [{ _id: q.user }, APPROVERS.filter] }, { ...APPROVERS.projection, blocked: 1 }),
  ]).session(session);
  if (!read) throw new Error("the person's serial document is missing inside its transaction");
  return {
    quota: quotaAmountsOf(read.quota[0]),
    own: read.own,
    days: new Map(read.days.map((d) => [d.datum, d.tipus])),
    route: routeOfRow(q.tipus, read.route[0] ?? null),
    settings: notificationSettingsOf(read.settings[0]),
    person: read.people.find((p) => p._id.equals(q.user)) ?? null,
    approvers: read.people.filter((p) => !p.blocked),
  };
}

/** Submits a request of `input.forUser` on behalf of `actor`; answers its kerelem_id. */
export async function submitRequest(s: NotifyDeps, actor: Actor, input: SubmitInput): Promise<number> {
  const { forUser: user, tipus, mettol: kezdete, meddig: vege, megjegyzes } = input;
  assertRangeLength(kezdete, vege);
  assertOneYear(kezdete, vege);
  const ev = yearOf(kezdete);
  const onBehalf = !actor.id?.equals(user);
  const draft = input.kerelem_id || undefined;

  const kerelemId = await inTransaction(s.models, async (session) => {
    await claimPerson(s.models, user, session);
    const read = await readForSubmit(s.models, session, { user, ev, kezdete, vege, tipus, draft });
    const munkanapok_szama = countWorkingDays(kezdete, vege, lookupFromMap(read.days));
    if (munkanapok_szama === 0) throw new Refused('no_working_day', M.noWorkingDay);
    if (draft && !read.own.some((r) => r.kerelem_id === draft && r.statusz_kod === 'piszkozat'))
      throw new NotFound(M.notFound);
    // Drafts are not live, so the draft being submitted never collides with itself.
    const other = read.own
      .filter(
        (r) => (LIVE_STATUSES as readonly string[]).includes(r.statusz_kod) && r.kezdete <= vege && r.vege >= kezdete,
      )
      .sort((a, b) => a.kezdete.localeCompare(b.kezdete))[0];
    if (other)
      // The deputy files for the teacher: the message speaks of the teacher, not to the reader.
      throw new Conflict<OverlapDetails>(
        onBehalf
          ? LM.overlapFor(read.person?.nev ?? 'a tanár', other.kezdete, other.vege)
          : M.overlap(other.kezdete, other.vege),
        {
          kerelem_id: other.kerelem_id,
          tipus_kod: other.tipus_kod as LeaveType,
          kezdete: other.kezdete,
          vege: other.vege,
        },
      );
    const pending = pendingDaysOf(read.own.filter((r) => r.ev === ev));
    assertQuotaLeft(read.quota, pending, { tipus_kod: tipus, munkanapok_szama });

    // Nobody decides a request that is theirs or that they filed: the route avoids the roles of
    // both and needs someone else, not blocked, at each stage.
    const roles = actor.kind === 'user' && !onBehalf ? actor.roles : ((read.person?.szerepkorok ?? []) as Role[]);
    const held = onBehalf && actor.kind === 'user' ? [...roles, ...actor.roles] : roles;
    const staffed = (r: ApproverRole) =>
      read.approvers.some((p) => p.szerepkorok.includes(r) && !p._id.equals(user) && !actor.id?.equals(p._id));
    const route = routeRequest(read.route, { held, staffed });
    if (!hasDecider(route, staffed)) throw new Refused('no_approver', M.noApprover);
    const { statusz_kod } = route;
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
    if (draft) {
      // The draft document itself becomes the request: same kerelem_id, nothing left behind.
      await s.models.LeaveRequest.updateOne(
        { kerelem_id: draft, user, statusz_kod: 'piszkozat' },
        { $set: fields, $push: { history: entry } },
        { session },
      );
      kerelemId = draft;
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
    const requester = actor.kind === 'user' && !onBehalf ? actor.user : read.person;
    // With the change: the approvers of its stage, and the teacher when a deputy submitted it.
    if (requester) {
      const facts: EventFacts = {
        settings: read.settings,
        request: { ...fields, kerelem_id: kerelemId, user },
        requester,
        approvers: read.approvers,
      };
      const event: RequestEvent = { kind: 'submitted', kerelem_id: kerelemId, by: actor.id };
      await queueMails(s, session, requestEventMails(event, facts, s.linkBase));
    }
    return kerelemId;
  });
  return kerelemId;
}
