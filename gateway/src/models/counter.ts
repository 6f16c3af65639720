// Sequences for the numeric ids the specs use (kerelem_id, user_id, email_id, bejelentes_id,
// kep_id): one document per sequence, incremented atomically so instances never collide.
import { Schema, type Connection } from 'mongoose';

const counterSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } },
  { collection: 'counters', versionKey: false },
);

export const counterModel = (conn: Connection) => conn.model('Counter', counterSchema);
