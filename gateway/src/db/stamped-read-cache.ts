// A read kept in this process while the database's write stamps say nothing it depends on was
// written since: the session read of a request (auth/session-cache.ts) and a teacher's own data
// (services/teacher/getdata.ts). The reader takes the marks BEFORE sending its read and
// hands them to `put`, which keeps the answer only if they are still equal then: a write that
// lands while the read is on its way is never hidden.
import type { Document } from 'mongodb';

/**
 * What these caches need from the database: stamps that move on every write it applies, from any
 * client (another gateway, a TTL sweep, an edit made straight in the database). Two things may
 * share a stamp, which only costs a needless re-read, never a stale answer. The embedded server
 * provides them (db/connect.ts); with MONGODB_URI there are none and every request reads.
 */
export interface WriteStamps {
  /** Moves when a collection or database is dropped, or the database stops: every read depends on it. */
  readonly storeSlot: number;
  /** Moves on any write to a document of the collection `ns` (`db.collection`, see `namespaceOf`). */
  collectionSlot(ns: string): number;
  /** Moves when the document of `ns` with this `_id` is inserted, replaced or removed. */
  documentSlot(ns: string, id: unknown): number;
  /** Moves when a document of `ns` whose `user` is `owner` is inserted, removed or replaced. */
  ownerSlot(ns: string, owner: unknown): number;
  /** A stamp's value now. */
  read(slot: number): number;
}

/** The namespace (`db.collection`) of a model's collection, as the stamps name it. */
export const namespaceOf = (model: { db: { name: string }; collection: { collectionName: string } }): string =>
  `${model.db.name}.${model.collection.collectionName}`;

/** The stamps a read depends on, taken before it was sent: slot, value, slot, value… (whole-store first). */
export type ReadMarks = readonly number[];

interface Entry<T> {
  marks: ReadMarks;
  /** Milliseconds since the epoch after which the entry is not used (Infinity: never). */
  expiresAt: number;
  value: T;
}

export class StampedReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    readonly stamps: WriteStamps,
    /** Entries kept at most; the oldest goes first. */
    private readonly maxEntries: number,
  ) {}

  /** The whole-store stamp and those of `slots`, now. */
  marks(slots: readonly number[]): ReadMarks {
    const marks = [this.stamps.storeSlot, this.stamps.read(this.stamps.storeSlot)];
    for (const slot of slots) marks.push(slot, this.stamps.read(slot));
    return marks;
  }

  private unchanged(marks: ReadMarks): boolean {
    for (let i = 0; i < marks.length; i += 2) if (this.stamps.read(marks[i]!) !== marks[i + 1]) return false;
    return true;
  }

  /** The kept read of `key`, if nothing it depends on was written and it has not expired. */
  get(key: string, now: number): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt > now && this.unchanged(e.marks)) return e.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a read made after `marks` were taken, unless something it depends on moved meanwhile. */
  put(key: string, marks: ReadMarks, value: T, expiresAt = Number.POSITIVE_INFINITY): void {
    if (!this.unchanged(marks)) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { marks, expiresAt, value: deepFreeze(value) });
  }

  /** The read of `key` is no longer true (this request wrote it). */
  forget(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Shared by later requests: frozen, so code that changed a kept read in place would fail loudly
 * instead of changing what the next request sees. BSON values (ObjectId, Date…) keep their own
 * state and are left as they are.
 */
function deepFreeze<V>(value: V): V {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Date || (value as Document)._bsontype) return value;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
