// Functions a scheduled e-mail can run to build its content (admin-area.md §3 "Function"),
// e.g. a digest of pending requests for the approvers.
import { Schema, type Connection } from 'mongoose';

const mailFunctionSchema = new Schema(
  {
    funkcio_id: { type: Number, required: true },
    funkcio_kod: { type: String, required: true },
    funkcio_megjelenites: { type: String, required: true },
    leiras: { type: String, default: '' },
  },
  { timestamps: true, collection: 'mail_functions' },
);
mailFunctionSchema.index({ funkcio_id: 1 }, { unique: true });
mailFunctionSchema.index({ funkcio_kod: 1 }, { unique: true });

export const mailFunctionModel = (conn: Connection) => conn.model('MailFunction', mailFunctionSchema);
