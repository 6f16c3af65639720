// The leaders' pending list and the homes' counts (staff-area.md §2 "Approval screens", §4;
// contract/src/api/leaders.ts): the requests waiting for the named role, never the caller's own.
import type { LeaderRole, PendingRow } from '@tavollet/contract/api/leaders';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { isUrgent } from '@tavollet/contract/domain/urgent';
import type { Services } from '../deps.ts';
import type { UserActor } from '../../domain/actor.ts';
import { assertLeaderRole, waitingFor } from './roles.ts';
import { ROW_FIELDS, byUrgencyThenAge, toPendingRows } from './rows.ts';

/** Every request waiting for `szerep`, urgent first, then oldest first. */
export async function pendingList(
  s: Pick<Services, 'models'>,
  actor: UserActor,
  szerep: LeaderRole,
  today: string = budapestToday(),
): Promise<PendingRow[]> {
  assertLeaderRole(actor, szerep);
  const docs = await s.models.LeaveRequest.find(waitingFor(szerep, actor), ROW_FIELDS).sort({ letrehozva: 1 }).lean();
  return (await toPendingRows(s.models, docs, today)).sort(byUrgencyThenAge);
}

/** How many requests wait for `szerep`, and how many of them are urgent (the homes' figures). */
export async function pendingCounts(
  s: Pick<Services, 'models'>,
  actor: UserActor,
  szerep: LeaderRole,
  today: string = budapestToday(),
): Promise<{ pending: number; urgent: number }> {
  assertLeaderRole(actor, szerep);
  const rows = await s.models.LeaveRequest.find(waitingFor(szerep, actor), { kezdete: 1, _id: 0 }).lean();
  return { pending: rows.length, urgent: rows.filter((r) => isUrgent(r.kezdete, today)).length };
}
