// The active period of the school calendar (admin-area.md §3 "Active period"): a single
// document; none means "Nincs időszak beállítva".
import { Schema, type Connection } from 'mongoose';

export const ACTIVE_PERIOD_ID = 'active';

const activePeriodSchema = new Schema(
  {
    _id: { type: String, default: ACTIVE_PERIOD_ID },
    megnyitva_tol: { type: String, required: true },
    megnyitva_ig: { type: String, required: true },
  },
  { timestamps: true, collection: 'active_period' },
);

export const activePeriodModel = (conn: Connection) => conn.model('ActivePeriod', activePeriodSchema);
