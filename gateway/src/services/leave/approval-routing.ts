// Who decides a request of a type: the ONE routing table in MongoDB (docs/architecture.md
// "Approval routing"), a final approver and an optional preliminary one per type. A type without
// a row follows the default table (contract), whose rule for the remaining types is the
// principal with no preliminary stage, so an install whose table is still empty routes exactly
// like the default. The route is decided at submit and stored on the request.
import type { LeaveType, Role } from '@tavollet/contract/codes';
import {
  approverFor,
  preliminaryFor,
  routeRequest,
  type ApprovalRoute,
  type RequestRoute,
} from '@tavollet/contract/domain/approval-routing';
import type { ClientSession } from 'mongoose';
import type { Models } from '../../db/models.ts';

/** The table's row of a type (or the default's); `session` reads it inside a transaction. */
async function routeOf(models: Models, tipus: LeaveType, session?: ClientSession): Promise<ApprovalRoute> {
  const row = await models.ApprovalRoute.findOne(
    { tipus_kod: tipus },
    { jovahagyo_szerep: 1, elozetes_jovahagyo_szerep: 1 },
  )
    .session(session ?? null)
    .lean();
  return routeOfRow(tipus, row);
}

/** The route of a type given its table row as read (null: no row, the default's). */
export function routeOfRow(
  tipus: LeaveType,
  row: { jovahagyo_szerep: ApprovalRoute['vegso']; elozetes_jovahagyo_szerep?: ApprovalRoute['elozetes'] } | null,
): ApprovalRoute {
  if (!row) return { vegso: approverFor(tipus), elozetes: preliminaryFor(tipus) };
  return { vegso: row.jovahagyo_szerep, elozetes: row.elozetes_jovahagyo_szerep ?? null };
}

/** The route a request of `tipus` by a person holding `requesterRoles` is submitted with. */
export async function routeForRequest(
  models: Models,
  tipus: LeaveType,
  requesterRoles: readonly Role[],
  session?: ClientSession,
): Promise<RequestRoute> {
  return routeRequest(await routeOf(models, tipus, session), { held: requesterRoles });
}
