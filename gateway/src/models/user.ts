// Staff members (staff-area.md §3 "User", admin-area.md §3 "User"). Roles are per user; the
// role a user works in is a client concern. Only the password hash is stored (argon2id).
import { Schema, type Connection, type InferSchemaType, type HydratedDocument } from 'mongoose';
import { ROLES } from '@tavollet/contract/codes';

const userSchema = new Schema(
  {
    /** Numeric id the admin API speaks (admin-area.md §3 "user_id"). */
    user_id: { type: Number, required: true },
    nev: { type: String, required: true, trim: true },
    /** Stored lower-case so the unique index is case-insensitive. */
    email: { type: String, required: true, trim: true, lowercase: true },
    felhasznalonev: { type: String, required: true, trim: true },
    /** OM azonosító: 11 digits starting with 7 in real schools; not checked on single create. */
    oktatasi_azonosito: { type: String, trim: true, default: null },
    szerepkorok: { type: [{ type: String, enum: ROLES }], default: [] },
    blocked: { type: Boolean, default: false },
    /** argon2id PHC string; null until the invitation is accepted. */
    passwordHash: { type: String, default: null },
    passwordChangedAt: { type: Date, default: null },
    /**
     * Set when an admin deleted a person who has leave history: the document stays (blocked, no
     * password, e-mail and username replaced) so HR, the leaders and the admin keep reading the
     * name and OM id of their requests; hidden from the admin's list and from imports
     * (services/admin/users/delete.ts). Null for everyone else.
     */
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.index({ user_id: 1 }, { unique: true });
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ felhasznalonev: 1 }, { unique: true });
// Unique when present: single create may leave it empty (admin-area.md §5 "Create user").
userSchema.index(
  { oktatasi_azonosito: 1 },
  { unique: true, partialFilterExpression: { oktatasi_azonosito: { $type: 'string' } } },
);
userSchema.index({ szerepkorok: 1 });

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDoc = HydratedDocument<UserFields>;
export const userModel = (conn: Connection) => conn.model('User', userSchema);
