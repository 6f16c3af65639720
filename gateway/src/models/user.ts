// Staff members (staff-area.md §3 "User", admin-area.md §3 "User"). Roles are per user; the
// role a user works in is a client concern. Only the password hash is stored (argon2id).
import { Schema, type Connection, type InferSchemaType, type HydratedDocument } from 'mongoose';
import { ROLES } from '@tavollet/contract/codes';
import { cleanIdentity, identityKey } from '@tavollet/contract/domain/identity';

const userSchema = new Schema(
  {
    /** Numeric id the admin API speaks (admin-area.md §3 "user_id"). */
    user_id: { type: Number, required: true },
    nev: { type: String, required: true, trim: true },
    /**
     * Stored as its identity key (docs/architecture.md "Users and identities"), so the unique index
     * refuses look-alikes; the setter also applies to query filters and updates.
     */
    email: { type: String, required: true, set: identityKey },
    /** As the admin spelled it, cleaned; unique by `usernameKey`. */
    felhasznalonev: { type: String, required: true, set: cleanIdentity },
    /**
     * The username's identity key: `Kovacs.Anna` and `kovacs.anna` are one username. Filled on
     * every insert (the validate hook below) and by each update that changes the username; null
     * only on a record the upgrade could not key because its twin holds the key (db/migrations.ts).
     */
    usernameKey: { type: String, default: null },
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
userSchema.index({ usernameKey: 1 }, { unique: true, partialFilterExpression: { usernameKey: { $type: 'string' } } });
// Unique when present: single create may leave it empty (admin-area.md §5 "Create user").
userSchema.index(
  { oktatasi_azonosito: 1 },
  { unique: true, partialFilterExpression: { oktatasi_azonosito: { $type: 'string' } } },
);
userSchema.index({ szerepkorok: 1 });
// Runs for create, insertMany and save; updates set the key themselves (`withUsernameKey`).
userSchema.pre('validate', function () {
  this.usernameKey = identityKey(this.felhasznalonev);
});

/** An update's `$set` with the username's key beside a changed username. */
export function withUsernameKey<T extends Record<string, unknown>>(set: T): T {
  return typeof set.felhasznalonev === 'string' ? { ...set, usernameKey: identityKey(set.felhasznalonev) } : set;
}

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDoc = HydratedDocument<UserFields>;
export const userModel = (conn: Connection) => conn.model('User', userSchema);
