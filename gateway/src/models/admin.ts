// Administrators: a separate collection with their own login and session (admin-area.md §1).
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { identityKey } from '@tavollet/contract/domain/identity';

const adminSchema = new Schema(
  {
    nev: { type: String, required: true, trim: true },
    /** Its identity key, like a staff member's (models/user.ts). */
    email: { type: String, required: true, set: identityKey },
    passwordHash: { type: String, required: true },
    blocked: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'admins' },
);
adminSchema.index({ email: 1 }, { unique: true });

export type AdminFields = InferSchemaType<typeof adminSchema>;
export const adminModel = (conn: Connection) => conn.model('Admin', adminSchema);
