// Every leaders call names the leader role it works in (`szerep`, contract/src/api/leaders.ts): a
// person may hold both, and the route lets either in, so the service checks that the caller
// holds the one named (docs/architecture.md "Approval routing").
import { LEADERS_MESSAGES as M, type LeaderRole } from '@tavollet/contract/api/leaders';
import { PENDING_STATUSES } from '../leave/request-rules.ts';
import type { Types } from 'mongoose';
import type { UserActor } from '../../domain/actor.ts';
import { Forbidden } from '../../domain/errors.ts';

/** Refuses (403 wrongRole) a caller who does not hold `szerep`. */
export function assertLeaderRole(actor: UserActor, szerep: LeaderRole): void {
  if (!actor.roles.includes(szerep)) throw new Forbidden(M.wrongRole);
}

/**
 * The requests waiting for `szerep` that `actor` may see: a leader never sees a request that is
 * theirs or that they filed. One range of the `{ varakozo_szerep, letrehozva }` index; the
 * status filter drops withdrawn ones.
 */
export const waitingFor = (szerep: LeaderRole, actor: UserActor) => ({
  varakozo_szerep: szerep,
  statusz_kod: { $in: [...PENDING_STATUSES] },
  user: { $ne: actor.id },
  'letrehozo.id': { $ne: actor.id },
});

/** Refuses (403 ownRequest) a decision on a request that is the caller's or that they filed. */
export function assertNotOwn(
  doc: { user: Types.ObjectId; letrehozo?: { id?: Types.ObjectId | null } | null },
  actor: UserActor,
): void {
  if (doc.user.equals(actor.id) || doc.letrehozo?.id?.equals(actor.id)) throw new Forbidden(M.ownRequest);
}
