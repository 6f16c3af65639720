// The leaders' decisions (staff-area.md §2 "Approval screens", §4; docs/architecture.md "Approval
// routing", "Transactions and concurrency"): approve (a preliminary yes moves the request to the
// final approver, a final yes approves it and moves the quota), reject with a reason at either
// stage, and bulk approval, each row its own transaction. The status change is conditional on
// the status and the role it waits for, so of two decisions at once exactly one wins; the status,
// the quota and the audit entry commit together or not at all.
import { LEADERS_MESSAGES as M, type BulkAnswer, type LeaderRole } from '@tavollet/contract/api/leaders';
import type { Status } from '@tavollet/contract/codes';
import type { ClientSession } from 'mongoose';
import type { Models } from '../../db/models.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  APPROVERS,
  queueMails,
  requestEventMails,
  type EventFacts,
  type NotifyDeps,
  type StaffPerson,
} from '../mail/notifications.ts';
import { NOTIFICATION_SETTINGS_ID, notificationSettingsOf } from '../admin/email/notification-settings.ts';
import { audit } from '../audit.ts';
import { auditBy, historyBy, type UserActor } from '../../domain/actor.ts';
import { Conflict, DomainError, NotFound } from '../../domain/errors.ts';
import { moveUsedDays } from '../leave/quota.ts';
import { isPending } from '../leave/request-rules.ts';
import { assertLeaderRole, assertNotOwn } from './roles.ts';
import { ROW_FIELDS, type RequestDoc } from './rows.ts';

type Decision = { kind: 'approve'; megjegyzes: string | null } | { kind: 'reject'; megjegyzes: string };

type S = NotifyDeps;

/** The answer's text for the status a decision left. */
export const decisionMessage = (status: Status): string =>
  status === 'jovahagyva' ? M.approved : status === 'elutasitva' ? M.rejected : M.forwarded;

/**
 * Refuses a request `actor` may not decide as `szerep`: unknown, a draft, or never routed to the
 * role → 404 (like an unknown id); theirs or filed by them → 403 ownRequest; routed to the role but
 * already past it (withdrawn, decided, or forwarded by this preliminary role) → 409 alreadyDecided.
 */
function assertDecidable(doc: RequestDoc | null, actor: UserActor, szerep: LeaderRole): asserts doc is RequestDoc {
  const routed = doc && (doc.jovahagyo_szerep === szerep || doc.elozetes_jovahagyo_szerep === szerep);
  if (!doc || !routed || doc.statusz_kod === 'piszkozat') throw new NotFound(M.notFound);
  assertNotOwn(doc, actor);
  if (doc.varakozo_szerep === szerep && isPending(doc.statusz_kod)) return;
  const over = ['jovahagyva', 'elutasitva', 'torolve'].includes(doc.statusz_kod);
  const forwarded = doc.statusz_kod === 'jovahagyasra_var' && doc.elozetes_jovahagyo_szerep === szerep;
  if (over || forwarded) throw new Conflict(M.alreadyDecided);
  throw new NotFound(M.notFound);
}

/** What the decision writes: the next status and the fields it sets. */
function outcome(doc: RequestDoc, actor: UserActor, decision: Decision, now: Date) {
  const final = { varakozo_szerep: null, dontes_idopont: now, dontest_hozta: actor.id };
  if (decision.kind === 'reject')
    return { next: 'elutasitva' as const, set: { ...final, jovahagyoi_megjegyzes: decision.megjegyzes } };
  if (doc.statusz_kod === 'elozetes_jovahagyasra_var')
    // A preliminary yes: the final approver decided at submit takes over; its comment is in the history.
    return { next: 'jovahagyasra_var' as const, set: { varakozo_szerep: doc.jovahagyo_szerep } };
  return { next: 'jovahagyva' as const, set: { ...final, jovahagyoi_megjegyzes: decision.megjegyzes } };
}

type Requester = EventFacts['requester'];

/**
 * The request (ROW_FIELDS) with its requester, the approvers and the notification settings, as one
 * aggregate in the transaction: `$lookup`s (a replica set allows them in a transaction, `$unionWith`
 * it does not), the requester's by `_id`, the others of a pipeline without variables; the embedded
 * server runs each as an indexed query.
 */
async function readForDecision(models: Models, session: ClientSession, kerelem_id: number) {
  const users = models.User.collection.collectionName;
  const [found] = await models.LeaveRequest.aggregate<
    RequestDoc & { requester: Requester[]; approvers: StaffPerson[]; settings: { value?: unknown }[] }
  >([
    { $match: { kerelem_id } },
    { $lookup: { from: users, localField: 'user', foreignField: '_id', as: 'requester' } },
    {
      $lookup: {
        from: users,
        pipeline: [{ $match: APPROVERS.filter }, { $project: APPROVERS.projection }],
        as: 'approvers',
      },
    },
    {
      $lookup: {
        from: models.Setting.collection.collectionName,
        pipeline: [{ $match: { _id: NOTIFICATION_SETTINGS_ID } }],
        as: 'settings',
      },
    },
    {
      $project: {
        ...ROW_FIELDS,
        'requester.nev': 1,
        'requester.email': 1,
        'requester.blocked': 1,
        approvers: 1,
        settings: 1,
      },
    },
  ]).session(session);
  if (!found) return { doc: null, requester: null, approvers: [], settings: notificationSettingsOf(null) };
  const { requester, approvers, settings, ...doc } = found;
  return {
    doc: doc as RequestDoc,
    requester: requester[0] ?? null,
    approvers,
    settings: notificationSettingsOf(settings[0]),
  };
}

/** Decides one request in one transaction; answers the status it left. */
async function decide(
  s: S,
  actor: UserActor,
  szerep: LeaderRole,
  kerelem_id: number,
  decision: Decision,
): Promise<Status> {
  return inTransaction(s.models, async (session) => {
    const { doc, requester, approvers, settings } = await readForDecision(s.models, session, kerelem_id);
    assertDecidable(doc, actor, szerep);
    const now = new Date();
    const { next, set } = outcome(doc, actor, decision, now);
    const entry = { statusz_kod: next, at: now, ...historyBy(actor), megjegyzes: decision.megjegyzes };
    // Conditional on what was read: a withdrawal or another decision committed meanwhile makes
    // this match nothing (or conflict and retry, then fail the check above).
    const res = await s.models.LeaveRequest.updateOne(
      { kerelem_id, statusz_kod: doc.statusz_kod, varakozo_szerep: szerep },
      { $set: { ...set, statusz_kod: next }, $push: { history: entry } },
      { session },
    );
    if (res.modifiedCount !== 1) throw new Conflict(M.alreadyDecided);
    // Only a final yes uses the days (docs/architecture.md "Dates, working days and quotas").
    const used = next === 'jovahagyva' ? await moveUsedDays(s.models, doc, 1, session) : null;
    const action =
      next === 'jovahagyva'
        ? 'leave_request.approved'
        : next === 'elutasitva'
          ? 'leave_request.rejected'
          : 'leave_request.preliminary_approved';
    const details = { szerep, from: doc.statusz_kod, to: next, megjegyzes: decision.megjegyzes, felhasznalt: used };
    await audit(s, { ...auditBy(actor), action, target: String(kerelem_id), details }, session);
    // With the change: the final approver or the requester.
    if (requester) {
      const facts: EventFacts = { settings, request: { ...doc, ...set, statusz_kod: next }, requester, approvers };
      await queueMails(s, session, requestEventMails({ kind: 'decided', kerelem_id }, facts, s.linkBase));
    }
    return next;
  });
}

export async function approveRequest(
  s: S,
  actor: UserActor,
  input: { szerep: LeaderRole; kerelem_id: number; megjegyzes: string | null },
): Promise<Status> {
  assertLeaderRole(actor, input.szerep);
  return decide(s, actor, input.szerep, input.kerelem_id, { kind: 'approve', megjegyzes: input.megjegyzes });
}

export async function rejectRequest(
  s: S,
  actor: UserActor,
  input: { szerep: LeaderRole; kerelem_id: number; jovahagyoi_megjegyzes: string },
): Promise<Status> {
  assertLeaderRole(actor, input.szerep);
  return decide(s, actor, input.szerep, input.kerelem_id, {
    kind: 'reject',
    megjegyzes: input.jovahagyoi_megjegyzes,
  });
}

/**
 * Approves each request on its own (one transaction each, in the order given, a repeated id
 * once): a refused row answers its own message and does not stop the others.
 */
export async function approveBulk(
  s: S,
  actor: UserActor,
  input: { szerep: LeaderRole; kerelem_ids: readonly number[]; megjegyzes: string | null },
): Promise<Omit<BulkAnswer, 'ok'>> {
  assertLeaderRole(actor, input.szerep);
  const results: BulkAnswer['results'] = [];
  for (const kerelem_id of new Set(input.kerelem_ids)) {
    try {
      const status = await decide(s, actor, input.szerep, kerelem_id, {
        kind: 'approve',
        megjegyzes: input.megjegyzes,
      });
      results.push({ kerelem_id, ok: true, message: decisionMessage(status), statusz_kod: status });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ kerelem_id, ok: false, message: err.message, statusz_kod: null });
    }
  }
  return { message: M.bulkDone(results.filter((r) => r.ok).length), results };
}
