// Small shared settings every instance must agree on (e.g. generated session keys).
import { Schema, type Connection } from 'mongoose';

const settingSchema = new Schema(
  {
    _id: { type: String, required: true },
    value: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, collection: 'settings' },
);

export const settingModel = (conn: Connection) => conn.model('Setting', settingSchema);
