// The admin's view and edit of the ONE approval routing table (docs/architecture.md "Approval
// routing", "Admin: approval routing"). Every leave type is listed: its stored row, or the default
// (flagged `alapertelmezett`) when it has none. An edit upserts the rows given in one transaction
// with its audit entry; requests already submitted keep the route stored on them, so only later
// submits follow the change.
import { LEAVE_TYPES, type ApproverRole, type LeaveType } from '@tavollet/contract/codes';
import type { RoutingRow, UpdateApprovalRoutingInput } from '@tavollet/contract/api/admin-routing';
import { approverFor, preliminaryFor } from '@tavollet/contract/domain/approval-routing';
import type { ClientSession } from 'mongoose';
import { inTransaction } from '../../../db/transaction.ts';
import { audit } from '../../audit.ts';
import { auditBy, type AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';

interface StoredRoute {
  tipus_kod: LeaveType;
  jovahagyo_szerep: ApproverRole;
  elozetes_jovahagyo_szerep?: ApproverRole | null;
}

async function readTable(s: Services, session: ClientSession | null = null): Promise<RoutingRow[]> {
  const stored = await s.models.ApprovalRoute.find(
    {},
    { tipus_kod: 1, jovahagyo_szerep: 1, elozetes_jovahagyo_szerep: 1 },
  )
    .session(session)
    .lean<StoredRoute[]>();
  const byType = new Map(stored.map((r) => [r.tipus_kod, r]));
  return LEAVE_TYPES.map((tipus_kod): RoutingRow => {
    const row = byType.get(tipus_kod);
    if (!row)
      return {
        tipus_kod,
        jovahagyo_szerep: approverFor(tipus_kod),
        elozetes_jovahagyo_szerep: preliminaryFor(tipus_kod),
        alapertelmezett: true,
      };
    return {
      tipus_kod,
      jovahagyo_szerep: row.jovahagyo_szerep,
      elozetes_jovahagyo_szerep: row.elozetes_jovahagyo_szerep ?? null,
      alapertelmezett: false,
    };
  });
}

/** GET /api/admin/getapprovalrouting: every leave type, in LEAVE_TYPES order. */
export const getApprovalRouting = (s: Services, _actor: AdminActor): Promise<RoutingRow[]> => readTable(s);

/** PATCH /api/admin/updateapprovalrouting: stores the rows given; answers the whole table after. */
export async function updateApprovalRouting(
  s: Services,
  actor: AdminActor,
  input: UpdateApprovalRoutingInput,
): Promise<RoutingRow[]> {
  return inTransaction(s.models, async (session) => {
    const before = await readTable(s, session);
    await s.models.ApprovalRoute.bulkWrite(
      input.rows.map((r) => ({
        updateOne: {
          filter: { tipus_kod: r.tipus_kod },
          update: {
            $set: { jovahagyo_szerep: r.jovahagyo_szerep, elozetes_jovahagyo_szerep: r.elozetes_jovahagyo_szerep },
          },
          upsert: true,
        },
      })),
      { session, ordered: true },
    );
    const after = await readTable(s, session);
    const route = (r: RoutingRow) => ({ vegso: r.jovahagyo_szerep, elozetes: r.elozetes_jovahagyo_szerep });
    const changed = after.flatMap((r, i) => {
      const was = route(before[i]!);
      const now = route(r);
      return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ tipus_kod: r.tipus_kod, elotte: was, utana: now }];
    });
    const details = {
      elotte: Object.fromEntries(changed.map((c) => [c.tipus_kod, c.elotte])),
      utana: Object.fromEntries(changed.map((c) => [c.tipus_kod, c.utana])),
    };
    await audit(s, { ...auditBy(actor), action: 'admin.routing_updated', details }, session);
    return after;
  });
}
