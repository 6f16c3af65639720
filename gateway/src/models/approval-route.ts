// The ONE approval routing table (docs/architecture.md "Approval routing"): which role decides a
// leave type (`jovahagyo_szerep`, the final approver) and which role, if any, approves it first
// (`elozetes_jovahagyo_szerep`, the preliminary approver). A type without a row falls back to the
// default table in contract/src/domain/approval-routing.ts.
import { Schema, type Connection } from 'mongoose';
import { APPROVER_ROLES, LEAVE_TYPES } from '@tavollet/contract/codes';

const approvalRouteSchema = new Schema(
  {
    tipus_kod: { type: String, enum: LEAVE_TYPES, required: true },
    jovahagyo_szerep: { type: String, enum: APPROVER_ROLES, required: true },
    /** The preliminary approver; null: one approval step. */
    elozetes_jovahagyo_szerep: { type: String, enum: APPROVER_ROLES, default: null },
  },
  { timestamps: true, collection: 'approval_routing' },
);
approvalRouteSchema.index({ tipus_kod: 1 }, { unique: true });

export const approvalRouteModel = (conn: Connection) => conn.model('ApprovalRoute', approvalRouteSchema);
