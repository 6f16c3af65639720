// Which role decides a request of a type: the ONE routing table in MongoDB (docs/architecture.md
// "Approval routing"). A type without a row follows the default table (contract), whose rule
// for the remaining types is the principal, so an install whose table is still empty routes
// exactly like the default.
import type { ApproverRole, LeaveType } from '@tavollet/contract/codes';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import type { Models } from '../../db/models.ts';

export async function approverOf(models: Models, tipus: LeaveType): Promise<ApproverRole> {
  const row = await models.ApprovalRoute.findOne({ tipus_kod: tipus }, { jovahagyo_szerep: 1 }).lean();
  return row?.jovahagyo_szerep ?? approverFor(tipus);
}
