// One document per person whose leave requests changed: a transaction that checks and changes a
// person's requests writes it first, so two such transactions of one person conflict and run one
// after the other (services/leave/person-serial.ts; docs/architecture.md "Transactions and
// concurrency"). `_id` is the user's ObjectId; `v` counts the changes.
import { Schema, type Connection } from 'mongoose';

const requestSerialSchema = new Schema(
  { _id: { type: Schema.Types.ObjectId, required: true }, v: { type: Number, required: true, default: 0 } },
  { collection: 'request_serials', versionKey: false },
);

export const requestSerialModel = (conn: Connection) => conn.model('RequestSerial', requestSerialSchema);
