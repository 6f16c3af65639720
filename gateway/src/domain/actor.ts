// Who acts (docs/architecture.md "Services, actors and domain errors"): every service that
// changes or reads someone's data takes an Actor plus plain inputs, never a request. The HTTP
// layer builds it from the session (http/context.ts `actorOf`); a job or an import builds a
// system actor. Services record it in `letrehozo`, in the status history and in the audit log.
import type { Types } from 'mongoose';
import type { Role } from '@tavollet/contract/codes';
import type { UserFields } from '../models/user.ts';
import type { AdminFields } from '../models/admin.ts';

/**
 * A person's stored fields as read for one call: a plain object (a mongoose document has them
 * too), not a document to save.
 */
export type UserRecord = UserFields & { _id: Types.ObjectId };
export type AdminRecord = AdminFields & { _id: Types.ObjectId };

/** A signed-in staff member; `user` is their record as loaded for this call. */
export interface UserActor {
  kind: 'user';
  id: Types.ObjectId;
  roles: readonly Role[];
  ip: string | null;
  user: UserRecord;
}

/** A signed-in administrator (admins hold no staff role; admin-area.md §1) and their document. */
export interface AdminActor {
  kind: 'admin';
  id: Types.ObjectId;
  roles: readonly Role[];
  ip: string | null;
  admin: AdminRecord;
}

/** The application itself: scheduled jobs, imports, the seed. */
export interface SystemActor {
  kind: 'system';
  id: null;
  roles: readonly Role[];
  ip: null;
}

export type Actor = UserActor | AdminActor | SystemActor;
export type ActorKind = Actor['kind'];

export const userActor = (user: UserRecord, ip: string | null): UserActor => ({
  kind: 'user',
  id: user._id,
  roles: [...user.szerepkorok] as Role[],
  ip,
  user,
});

export const adminActor = (admin: AdminRecord, ip: string | null): AdminActor => ({
  kind: 'admin',
  id: admin._id,
  roles: [],
  ip,
  admin,
});

export const SYSTEM: SystemActor = { kind: 'system', id: null, roles: [], ip: null };

/** The actor's part of an audit entry. */
export const auditBy = (actor: Actor): { actorKind: ActorKind; actor: Types.ObjectId | null; ip: string | null } => ({
  actorKind: actor.kind,
  actor: actor.id,
  ip: actor.ip,
});

/** The actor's part of a leave request's status history entry (`by`, `byKind`). */
export const historyBy = (actor: Actor) => ({ by: actor.id, byKind: actor.kind });
