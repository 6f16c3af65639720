// Small shared settings every instance must agree on (e.g. generated session keys).
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const settingSchema = new Schema(
  {
    _id: { type: String, required: true },
    value: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, collection: 'settings' },
);

export type SettingFields = InferSchemaType<typeof settingSchema>;
export const settingModel = (conn: Connection) => conn.model('Setting', settingSchema);
