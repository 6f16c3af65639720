// Change stamps: counters in shared memory that the embedded server moves on every write it
// applies, from any client, and that another thread of the process reads without a round trip
// (docs/decisions/0530-session-read-cache.md). A reader takes the stamps of what it is about to
// read BEFORE sending the read; while they stay equal, nothing it read has been written since.
// Counters are hashed: two collections or two documents may share one, which only costs a
// needless re-read, never a stale answer.
//
// Layout (Int32Array over a SharedArrayBuffer): [0] moves on dropping a collection or a database;
// COLLECTION_SLOTS counters per collection (namespace); DOCUMENT_SLOTS per (namespace, _id).

const COLLECTION_SLOTS = 256;
const DOCUMENT_SLOTS = 16_384;
const DOCUMENT_BASE = 1 + COLLECTION_SLOTS;

/** FNV-1a, 32 bits: cheap and well spread for short keys. */
function hash(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class ChangeStamps {
  private readonly counters: Int32Array;
  private readonly nsHashes = new Map<string, number>();

  /** New stamps, or a view of those another thread created (its `buffer`, passed as workerData). */
  constructor(readonly buffer = new SharedArrayBuffer((DOCUMENT_BASE + DOCUMENT_SLOTS) * 4)) {
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

  /** The counter of one document, by the server's key of its `_id` (values.ts `keyOf`). */
  documentSlot(ns: string, idKey: string): number {
    return DOCUMENT_BASE + (hash(idKey, this.nsHash(ns)) % DOCUMENT_SLOTS);
  }

  /** The slot of whole-store changes (a dropped collection or database). */
  static readonly ALL = 0;

  read(slot: number): number {
    return Atomics.load(this.counters, slot);
  }

  /** Writer side: a document of `ns` with this `_id` key was inserted, replaced or removed. */
  written(ns: string, idKey: string): void {
    Atomics.add(this.counters, this.collectionSlot(ns), 1);
    Atomics.add(this.counters, this.documentSlot(ns, idKey), 1);
  }

  /** Writer side: a collection or database was dropped. */
  dropped(): void {
    Atomics.add(this.counters, ChangeStamps.ALL, 1);
  }
}
