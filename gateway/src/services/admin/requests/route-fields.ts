// The route fields of a request an admin edits (docs/architecture.md "Approval routing"): an
// awaiting status waits for a role, any other status for none. The stored route (decided at submit)
// is kept while the type stays; a changed type, or a request that never had one (a draft, an
// import), takes the routing table's route for the person's roles (`routeForRequest`).
// `elozetes_jovahagyasra_var` without a preliminary stage waits for the final approver, whose yes
// then moves it on as a preliminary yes would.
import type { ApproverRole, LeaveType, Role, Status } from '@tavollet/contract/codes';
import type { ClientSession } from 'mongoose';
import type { Models } from '../../../db/models.ts';
import { routeForRequest } from '../../leave/approval-routing.ts';
import { isPending } from '../../leave/request-rules.ts';

export interface RouteFields {
  jovahagyo_szerep: ApproverRole | null;
  elozetes_jovahagyo_szerep: ApproverRole | null;
  varakozo_szerep: ApproverRole | null;
}

export interface StoredRoute {
  tipus_kod: string;
  jovahagyo_szerep?: Role | null;
  elozetes_jovahagyo_szerep?: Role | null;
}

/** A stored role that can decide (the schema allows every role; only the two leaders route). */
const approver = (r: Role | null | undefined): ApproverRole | null =>
  r === 'igazgato' || r === 'igazgatohelyettes' ? r : null;

export async function routeFieldsFor(
  models: Models,
  stored: StoredRoute,
  next: { tipus_kod: LeaveType; statusz_kod: Status },
  personRoles: () => Promise<readonly Role[]>,
  session?: ClientSession,
): Promise<RouteFields> {
  const storedFinal = approver(stored.jovahagyo_szerep);
  const route =
    stored.tipus_kod === next.tipus_kod && storedFinal
      ? { jovahagyo_szerep: storedFinal, elozetes_jovahagyo_szerep: approver(stored.elozetes_jovahagyo_szerep) }
      : await routeForRequest(models, next.tipus_kod, await personRoles(), session);
  const jovahagyo = route.jovahagyo_szerep;
  const elozetes = route.elozetes_jovahagyo_szerep ?? null;
  let varakozo: ApproverRole | null = null;
  if (isPending(next.statusz_kod))
    varakozo = next.statusz_kod === 'elozetes_jovahagyasra_var' ? (elozetes ?? jovahagyo) : jovahagyo;
  return { jovahagyo_szerep: jovahagyo, elozetes_jovahagyo_szerep: elozetes, varakozo_szerep: varakozo };
}
