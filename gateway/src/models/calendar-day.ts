// School-calendar days (admin-area.md §3 "Day"): one document per date with its type t/m/s.
import { Schema, type Connection } from 'mongoose';
import { DAY_TYPES } from '@tavollet/contract/codes';

const calendarDaySchema = new Schema(
  {
    datum: { type: String, required: true },
    ev: { type: Number, required: true },
    honap: { type: Number, required: true },
    nap: { type: Number, required: true },
    tipus: { type: String, enum: DAY_TYPES, required: true, default: 't' },
    megjegyzes: { type: String, default: null },
  },
  { timestamps: true, collection: 'calendar_days' },
);
calendarDaySchema.index({ datum: 1 }, { unique: true });
calendarDaySchema.index({ ev: 1, honap: 1 });

export const calendarDayModel = (conn: Connection) => conn.model('CalendarDay', calendarDaySchema);
