// Multi-version bookkeeping for snapshot reads (transaction.ts). Every stored write gets
// a version number; while at least one transaction snapshot is open, the document a write replaces
// (or `undefined` for an insert) is kept with that version, so a transaction can see a document as
// it was when its snapshot was taken. With no open snapshot nothing is kept: writes outside
// transactions pay one counter increment.
import type { Document } from 'bson';

interface Change {
  /** Version of the write that replaced `before`. */
  v: number;
  before: Document | undefined;
}

/** Prune old versions once this many are kept (they are dropped anyway when no snapshot is open). */
const PRUNE_AT = 4096;

export class Versions {
  /** Version of the last write. */
  version = 0;
  /** Time of the last write (hello's lastWrite.lastWriteDate). */
  lastWriteAt = Date.now();
  /** Open snapshot version -> number of transactions on it. */
  private readonly open = new Map<number, number>();
  /** ns -> document id key -> changes in version order. */
  private readonly history = new Map<string, Map<string, Change[]>>();
  private kept = 0;

  get active(): boolean {
    return this.open.size > 0;
  }

  bump(): number {
    this.lastWriteAt = Date.now();
    return ++this.version;
  }

  /** Remembers the document a write at version `v` replaced; call only while `active`. */
  record(ns: string, id: string, before: Document | undefined, v: number): void {
    let byId = this.history.get(ns);
    if (!byId) this.history.set(ns, (byId = new Map()));
    const changes = byId.get(id);
    if (changes) changes.push({ v, before });
    else byId.set(id, [{ v, before }]);
    this.kept++;
  }

  openSnapshot(): number {
    const s = this.version;
    this.open.set(s, (this.open.get(s) ?? 0) + 1);
    return s;
  }

  closeSnapshot(s: number): void {
    const n = this.open.get(s) ?? 0;
    if (n > 1) this.open.set(s, n - 1);
    else this.open.delete(s);
    if (this.open.size === 0) {
      this.history.clear();
      this.kept = 0;
    } else if (this.kept > PRUNE_AT) this.prune(Math.min(...this.open.keys()));
  }

  /** Whether document `id` of `ns` was written after snapshot `s`. */
  changedSince(ns: string, id: string, s: number): boolean {
    const changes = this.history.get(ns)?.get(id);
    return changes !== undefined && changes[changes.length - 1]!.v > s;
  }

  /** Ids of the documents of `ns` written after snapshot `s`. */
  changedIds(ns: string, s: number): string[] {
    const out: string[] = [];
    for (const [id, changes] of this.history.get(ns) ?? []) if (changes[changes.length - 1]!.v > s) out.push(id);
    return out;
  }

  /** Document `id` as snapshot `s` sees it, given its current version `current`. */
  at(ns: string, id: string, s: number, current: Document | undefined): Document | undefined {
    const changes = this.history.get(ns)?.get(id);
    if (changes) for (const c of changes) if (c.v > s) return c.before;
    return current;
  }

  private prune(oldest: number): void {
    this.kept = 0;
    for (const [ns, byId] of this.history) {
      for (const [id, changes] of byId) {
        const firstNeeded = changes.findIndex((c) => c.v > oldest);
        if (firstNeeded === -1) byId.delete(id);
        else {
          if (firstNeeded > 0) changes.splice(0, firstNeeded);
          this.kept += changes.length;
        }
      }
      if (byId.size === 0) this.history.delete(ns);
    }
  }
}
