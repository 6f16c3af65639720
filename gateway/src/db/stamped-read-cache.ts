// A read kept in this process while the write stamps of the instance's change feed
// (db/change-feed.ts) say nothing it depends on was written since: the session read of a request
// (auth/session-cache.ts) and a teacher's own data (services/teacher/getdata.ts). The reader takes
// the marks BEFORE sending its read and hands them to `put`, which keeps the answer only if they
// are still equal then: a write that lands while the read is on its way is never hidden. `get`
// first waits for the feed to pass every write committed before it was called.
import type { Document } from 'mongodb';

/**
 * What these caches need: stamps that move on every write the database applies, from any client
 * (another gateway, a TTL sweep, an edit made straight in the database). Two things may share a
 * stamp, which only costs a needless re-read, never a stale answer. ChangeFeed provides them.
 */
export interface WriteStamps {
  /** Moves when a collection or database is dropped, or the database stops: every read depends on it. */
  readonly storeSlot: number;
  /** Moves on any write to a document of the collection `ns` (`db.collection`, see `namespaceOf`). */
  collectionSlot(ns: string): number;
  /** Moves when the document of `ns` with this `_id` is inserted, replaced or removed. */
  documentSlot(ns: string, id: unknown): number;
  /** Moves when a document of `ns` whose `user` is `owner` is written. */
  ownerSlot(ns: string, owner: unknown): number;
  /** Moves when a document of `ns` leaves an owner the feed cannot name (deleted, owner changed). */
  disownSlot(ns: string): number;
  /** A stamp's value now. */
  read(slot: number): number;
  /** True once the stamps reflect every write committed before the call; false: read the database. */
  caughtUp(): Promise<boolean>;
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

  /**
   * The kept read of `key`, if nothing it depends on was written before this call and it has
   * not expired.
   */
  async get(key: string, now: number): Promise<T | undefined> {
    if (!this.entries.has(key) || !(await this.stamps.caughtUp())) return undefined;
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

  /**
   * The kept read of `key`, else `read`'s, kept unless a stamp of `slots` (see `marks`) moved
   * while it was on its way.
   */
  async through(key: string, slots: readonly number[], read: () => Promise<T>): Promise<T> {
    const kept = await this.get(key, Date.now());
    if (kept !== undefined) return kept;
    const marks = this.marks(slots);
    const value = await read();
    this.put(key, marks, value);
    return value;
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
