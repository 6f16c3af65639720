// Change stamps: counters in shared memory that the embedded server moves on every write it
// applies, from any client, and that another thread of the process reads without a round trip
// (docs/decisions/0530-session-read-cache.md). A reader takes the stamps of what it is about to
// read BEFORE sending the read; while they stay equal, nothing it read has been written since.
// Counters are hashed: two collections or two documents may share one, which only costs a
// needless re-read, never a stale answer.
//
// Layout (Int32Array over a SharedArrayBuffer): [0] moves on dropping a collection or a database;
// COLLECTION_SLOTS counters per collection (namespace); DOCUMENT_SLOTS per (namespace, _id);
// OWNER_SLOTS per (namespace, owner): the person a document names in its OWNER_FIELD, so a read
// of one person's documents (a teacher's requests and quotas) depends only on that person's
// writes.
import type { Document } from 'bson';
import { keyOf } from './values.ts';

const STORE_SLOT = 0;
const COLLECTION_SLOTS = 256;
const DOCUMENT_SLOTS = 16_384;
const OWNER_SLOTS = 16_384;
const DOCUMENT_BASE = 1 + COLLECTION_SLOTS;
const OWNER_BASE = DOCUMENT_BASE + DOCUMENT_SLOTS;

/** The field that names the person a document belongs to (the app's models: `user`). */
const OWNER_FIELD = 'user';

/** FNV-1a, 32 bits: cheap and well spread for short keys. */
function hash(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The keys (values.ts `keyOf`) a stored version's owner is found by: its value, and for an array
 * each element too, since a query `{ user: id }` matches an array that holds `id`.
 */
function ownerKeys(doc: Document | null | undefined, into: Set<string>): void {
  const owner: unknown = doc?.[OWNER_FIELD];
  if (owner === undefined) return;
  into.add(keyOf(owner));
  if (Array.isArray(owner)) for (const v of owner) into.add(keyOf(v));
}

export class ChangeStamps {
  private readonly counters: Int32Array;
  private readonly nsHashes = new Map<string, number>();
  /** The counter of whole-store changes (a dropped collection or database, the server stopping). */
  readonly storeSlot = STORE_SLOT;

  /** New stamps, or a view of those another thread created (its `buffer`, passed as workerData). */
  constructor(readonly buffer = new SharedArrayBuffer((OWNER_BASE + OWNER_SLOTS) * 4)) {
    this.counters = new Int32Array(buffer);
  }

  private nsHash(ns: string): number {
    let h = this.nsHashes.get(ns);
    if (h === undefined) this.nsHashes.set(ns, (h = hash(ns)));
    return h;
  }

  /** The counter of a collection: moves on any write to any of its documents. */
  collectionSlot(ns: string): number {
    return 1 + (this.nsHash(ns) % COLLECTION_SLOTS);
  }

  /** The counter of the document of `ns` whose `_id` is `id`. */
  documentSlot(ns: string, id: unknown): number {
    return this.documentSlotOfKey(ns, keyOf(id));
  }

  /**
   * The counter of the documents of `ns` whose OWNER_FIELD is `owner`: moves when one is
   * inserted, removed, or replaced (for the owner before and after).
   */
  ownerSlot(ns: string, owner: unknown): number {
    return this.ownerSlotOfKey(ns, keyOf(owner));
  }

  // The same two by the server's keys (values.ts `keyOf`), which the writer already has.
  private documentSlotOfKey(ns: string, idKey: string): number {
    return DOCUMENT_BASE + (hash(idKey, this.nsHash(ns)) % DOCUMENT_SLOTS);
  }

  private ownerSlotOfKey(ns: string, ownerKey: string): number {
    return OWNER_BASE + (hash(ownerKey, this.nsHash(ns)) % OWNER_SLOTS);
  }

  read(slot: number): number {
    return Atomics.load(this.counters, slot);
  }

  /**
   * Writer side: a document of `ns` with this `_id` key was inserted, replaced or removed;
   * `before` and `after` are its stored versions (absent for an insert's before, a removal's
   * after), whose owners' counters move too: once when the owner stays the same, both when the
   * document changed hands, each element's when the owner is an array.
   */
  written(ns: string, idKey: string, before?: Document | null, after?: Document | null): void {
    Atomics.add(this.counters, this.collectionSlot(ns), 1);
    Atomics.add(this.counters, this.documentSlotOfKey(ns, idKey), 1);
    if (before?.[OWNER_FIELD] === undefined && after?.[OWNER_FIELD] === undefined) return;
    const owners = new Set<string>();
    ownerKeys(before, owners);
    ownerKeys(after, owners);
    for (const owner of owners) Atomics.add(this.counters, this.ownerSlotOfKey(ns, owner), 1);
  }

  /** Writer side: a collection or database was dropped. */
  dropped(): void {
    Atomics.add(this.counters, STORE_SLOT, 1);
  }
}
