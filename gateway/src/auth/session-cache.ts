// The session read of a request (session document joined with its person, auth/sessions.ts)
// kept in this process while the embedded server's change stamps say nothing it read was
// written since (docs/decisions/0530-session-read-cache.md). The stamps move inside the
// database server on every write it applies, from any client: an admin's block on another
// gateway instance, a password change, a sign-out, a TTL sweep, an edit made straight in the
// database. So a blocked person's or an ended session's next request reads again, as before.
// Only with the embedded server (its stamps are in this process's memory); with MONGODB_URI
// every request reads.
import type { Document } from 'mongodb';
import { ChangeStamps } from '../embedded-mongo/change-stamps.ts';
import { keyOf } from '../embedded-mongo/values.ts';
import type { SessionKind } from '../models/session.ts';

/** The stamps a read depends on, taken before it was sent. */
export interface ReadMarks {
  all: number;
  sessionSlot: number;
  session: number;
  personSlot: number;
  person: number;
}

interface Entry<T> {
  kind: SessionKind;
  expiresAt: number;
  marks: ReadMarks;
  value: T;
}

/** Sessions kept at most; the oldest entry goes first (a school's staff is a few hundred). */
const MAX_ENTRIES = 10_000;

export class SessionReadCache<T extends { expiresAt: Date }> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly stamps: ChangeStamps,
    /** Namespaces (`db.collection`) of the sessions and of each kind's people. */
    private readonly ns: { sessions: string; people: Record<SessionKind, string> },
  ) {}

  /**
   * The stamps of session `id` and of the whole people collection of `kind`: any write to any
   * person moves the latter, so the person's id need not be known before the read.
   */
  marks(id: string, kind: SessionKind): ReadMarks {
    const sessionSlot = this.stamps.documentSlot(this.ns.sessions, keyOf(id));
    const personSlot = this.stamps.collectionSlot(this.ns.people[kind]);
    return {
      all: this.stamps.read(ChangeStamps.ALL),
      sessionSlot,
      session: this.stamps.read(sessionSlot),
      personSlot,
      person: this.stamps.read(personSlot),
    };
  }

  private unchanged(m: ReadMarks): boolean {
    return (
      this.stamps.read(ChangeStamps.ALL) === m.all &&
      this.stamps.read(m.sessionSlot) === m.session &&
      this.stamps.read(m.personSlot) === m.person
    );
  }

  /** The read of session `id` for `kind`, if nothing it depends on was written and it has not expired. */
  get(id: string, kind: SessionKind, now: number): T | undefined {
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (e.kind === kind && e.expiresAt > now && this.unchanged(e.marks)) return e.value;
    this.entries.delete(id);
    return undefined;
  }

  /** Keeps a read made after `marks` were taken, unless something it depends on moved meanwhile. */
  put(id: string, kind: SessionKind, marks: ReadMarks, value: T): void {
    if (!this.unchanged(marks)) return;
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { kind, expiresAt: value.expiresAt.getTime(), marks, value: deepFreeze(value) });
  }

  /** The read of session `id` is no longer true (this request wrote or deleted it). */
  forget(id: string): void {
    this.entries.delete(id);
  }
}

/**
 * Shared by later requests: frozen, so code that changed a person's record in place would fail
 * loudly instead of changing what the next request sees. BSON values (ObjectId, Date…) keep
 * their own state and are left as they are.
 */
function deepFreeze<V>(value: V): V {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Date || (value as Document)._bsontype) return value;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
