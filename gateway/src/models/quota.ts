// Yearly leave quotas per person (admin-area.md §3 "Quota row"): `<type>_keret` and
// `<type>_felhasznalt` for each of the six quota types. `_kerelmezett` is not stored: it is
// the working days of the person's pending requests (docs/architecture.md "Dates, working days and
// quotas"; services/leave/quota.ts).
import { Schema, type Connection, type SchemaDefinition } from 'mongoose';
import { QUOTA_TYPES } from '@tavollet/contract/codes';

const amounts: SchemaDefinition = {};
for (const t of QUOTA_TYPES) {
  amounts[`${t}_keret`] = { type: Number, default: 0, min: 0 };
  amounts[`${t}_felhasznalt`] = { type: Number, default: 0, min: 0 };
}

const quotaSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    ev: { type: Number, required: true },
    ...amounts,
  },
  { timestamps: true, collection: 'quotas' },
);
quotaSchema.index({ user: 1, ev: 1 }, { unique: true });
quotaSchema.index({ ev: 1 });

export const quotaModel = (conn: Connection) => conn.model('Quota', quotaSchema);
