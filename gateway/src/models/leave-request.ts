// Leave requests with every field of the admin view (admin-area.md §3 "Leave request (admin
// view)") plus the status history. Dates are YYYY-MM-DD strings in Europe/Budapest.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { LEAVE_TYPES, ROLES, STATUSES } from '@tavollet/contract/codes';
import { NOTE_MAX } from '@tavollet/contract/api/teacher';

const ACTOR_KINDS = ['user', 'admin', 'system'] as const;

const historySchema = new Schema(
  {
    statusz_kod: { type: String, enum: STATUSES, required: true },
    at: { type: Date, required: true },
    /** The user or admin who made the change; null for the system (imports, seed). */
    by: { type: Schema.Types.ObjectId, default: null },
    byKind: { type: String, enum: ACTOR_KINDS, required: true },
    megjegyzes: { type: String, default: null },
  },
  { _id: false },
);

const leaveRequestSchema = new Schema(
  {
    kerelem_id: { type: Number, required: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tipus_kod: { type: String, enum: LEAVE_TYPES, required: true },
    statusz_kod: { type: String, enum: STATUSES, required: true },
    kezdete: { type: String, required: true },
    vege: { type: String, required: true },
    megjegyzes: { type: String, maxlength: NOTE_MAX, default: null },
    jovahagyoi_megjegyzes: { type: String, default: null },
    /** Who created it: a user (the teacher or the deputy on their behalf), an admin or an import. */
    letrehozo: {
      kind: { type: String, enum: ACTOR_KINDS, required: true },
      id: { type: Schema.Types.ObjectId, default: null },
    },
    letrehozva: { type: Date, required: true },
    /** The role that decides it (final approver), from the approval routing table when submitted. */
    jovahagyo_szerep: { type: String, enum: ROLES, default: null },
    /** The preliminary approver decided at submit; null without a preliminary stage. */
    elozetes_jovahagyo_szerep: { type: String, enum: ROLES, default: null },
    /**
     * The role a pending request waits for now (the preliminary approver, then the final one);
     * null once decided. Read together with the status: a withdrawn request keeps it.
     */
    varakozo_szerep: { type: String, enum: ROLES, default: null },
    dontes_idopont: { type: Date, default: null },
    dontest_hozta: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    munkanapok_szama: { type: Number, required: true, min: 0 },
    /** Calendar year the request counts against (quotas are per person and year). */
    ev: { type: Number, required: true },
    history: { type: [historySchema], default: [] },
  },
  { timestamps: true, collection: 'leave_requests' },
);
leaveRequestSchema.index({ kerelem_id: 1 }, { unique: true });
// The teacher's own list and overlap checks.
leaveRequestSchema.index({ user: 1, statusz_kod: 1, kezdete: 1 });
// Approver lists and counters: pending requests routed to a role, oldest first.
leaveRequestSchema.index({ statusz_kod: 1, jovahagyo_szerep: 1, letrehozva: 1 });
// The leaders' pending lists and counts: the requests waiting for a role, oldest first, one index
// range (docs/architecture.md "Approval routing").
leaveRequestSchema.index({ varakozo_szerep: 1, letrehozva: 1 });
// HR and admin filters and the default order (request date descending).
leaveRequestSchema.index({ letrehozva: -1 });
leaveRequestSchema.index({ tipus_kod: 1, kezdete: 1 });
leaveRequestSchema.index({ ev: 1, user: 1 });
// HR list: the default order with its tie (newest created first, then the higher id) and a
// teacher's rows in that order.
leaveRequestSchema.index({ letrehozva: -1, kerelem_id: -1 });
leaveRequestSchema.index({ user: 1, letrehozva: -1 });
// Admin list: the order by start or end with its tie.
leaveRequestSchema.index({ kezdete: 1, kerelem_id: 1 });
leaveRequestSchema.index({ vege: 1, kerelem_id: 1 });

export type LeaveRequestFields = InferSchemaType<typeof leaveRequestSchema>;
export const leaveRequestModel = (conn: Connection) => conn.model('LeaveRequest', leaveRequestSchema);
