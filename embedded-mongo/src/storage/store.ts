// The server's state: databases -> collections. Every mutation goes through here, is applied in
// memory and appended to the journal (when there is a directory); commands then `await sync()`
// before answering. Replay at start calls the same `apply*` functions as live writes.
import fs from 'node:fs';
import type { Document } from 'bson';
import { Collection } from '../collection.ts';
import type { IndexSpec } from '../indexes.ts';
import { ChangeLog } from '../change-streams.ts';
import { keyOf } from '../values.ts';
import { Journal, txRecord } from './journal.ts';
import { acquireLock } from './lock.ts';
import { Versions } from './versions.ts';

/** A transaction's writes to one collection: document id key -> new document, or null to delete. */
export interface TxWrites {
  db: string;
  coll: string;
  writes: Map<string, Document | null>;
}

/** Compact once the journal passes this size and twice its size after the last compaction. */
const DEFAULT_COMPACT_BYTES = 64 << 20;

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** Write versions and the old document versions open transaction snapshots need. */
  readonly versions = new Versions();
  private journal: Journal | undefined;
  private releaseLock: (() => void) | undefined;
  private compactedSize = 0;
  private compactBytes = DEFAULT_COMPACT_BYTES;
  /** Every applied write, for change streams (change-streams.ts). Replay at start records nothing. */
  readonly changes = new ChangeLog();

  static open(dir: string | undefined, compactBytes = DEFAULT_COMPACT_BYTES): Store {
    const store = new Store();
    store.compactBytes = compactBytes;
    if (!dir) return store;
    fs.mkdirSync(dir, { recursive: true });
    store.releaseLock = acquireLock(dir);
    try {
      const { journal, replay } = Journal.open(
        dir,
        (r) => store.applyRecord(r),
        () => store.maybeCompact(),
      );
      store.journal = journal;
      // Compaction at start: rewrite when the journal holds more records than live objects.
      if (replay.records > store.liveRecords() || replay.truncatedBytes > 0) journal.compact(store.snapshot());
      store.compactedSize = journal.size;
    } catch (e) {
      store.releaseLock();
      throw e;
    }
    return store;
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created implicitly as MongoDB does on first write. */
  ensureCollection(db: string, name: string, options: Document = {}): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name, options);
  }

  createCollection(db: string, name: string, options: Document): Collection {
    this.log({ op: 'cc', db, coll: name, options });
    return this.applyCreate(db, name, options);
  }

  dropCollection(db: string, name: string): void {
    this.log({ op: 'dc', db, coll: name });
    this.applyDrop(db, name);
    this.changes.dropped(db, name);
  }

  dropDatabase(db: string): void {
    this.log({ op: 'dd', db });
    for (const name of this.dbs.get(db)?.keys() ?? []) this.changes.dropped(db, name);
    this.dbs.delete(db);
    this.changes.dropped(db);
  }

  insert(c: Collection, doc: Document): void {
    this.log({ op: 'i', db: c.db, coll: c.name, doc });
    this.keepVersion(c, doc, undefined);
    c.insert(doc);
    this.changes.written(c.db, c.name, undefined, doc);
  }

  replace(c: Collection, oldDoc: Document, newDoc: Document): void {
    this.log({ op: 'r', db: c.db, coll: c.name, doc: newDoc });
    this.keepVersion(c, oldDoc, oldDoc);
    c.replace(oldDoc, newDoc);
    this.changes.written(c.db, c.name, oldDoc, newDoc);
  }

  remove(c: Collection, doc: Document): void {
    this.log({ op: 'd', db: c.db, coll: c.name, id: doc._id });
    this.keepVersion(c, doc, doc);
    c.remove(doc);
    this.changes.written(c.db, c.name, doc, null);
  }

  /**
   * Applies a transaction's writes all at once: in memory (undone completely if a unique index
   * would be violated), then as ONE journal record, so a crash keeps all of them or none.
   */
  commit(groups: TxWrites[], recheck: (ns: string) => boolean = () => true): void {
    // Parallel arrays, not an object per write: a transaction may hold many thousands of writes.
    const colls: Collection[] = [];
    const olds: (Document | undefined)[] = [];
    const docs: (Document | null)[] = [];
    const ids: string[] = [];
    const created: Collection[] = [];
    try {
      for (const g of groups) {
        let c = this.collection(g.db, g.coll);
        if (!c && g.writes.size > 0) created.push((c = this.applyCreate(g.db, g.coll, {})));
        if (!c) continue;
        for (const [id, doc] of g.writes) {
          const old = c.docs.get(id);
          if (doc && old) c.replace(old, doc);
          else if (doc) c.insert(doc);
          else if (old) c.remove(old);
          else continue;
          colls.push(c);
          olds.push(old);
          docs.push(doc);
          ids.push(id);
        }
        // Unique keys were checked at each write against the snapshot; only a collection someone
        // else changed since then needs checking again, after all writes (a transaction may swap
        // unique values between documents).
        if (recheck(c.ns)) for (const [, doc] of g.writes) if (doc) c.checkUnique(doc, doc);
      }
    } catch (e) {
      for (let i = colls.length - 1; i >= 0; i--) {
        const [c, old, doc] = [colls[i]!, olds[i], docs[i]];
        if (doc && old) c.replace(doc, old);
        else if (doc) c.remove(doc);
        else c.insert(old!);
      }
      for (const c of created) this.applyDrop(c.db, c.name);
      throw e;
    }
    if (colls.length === 0) return;
    for (let i = 0; i < colls.length; i++) this.changes.written(colls[i]!.db, colls[i]!.name, olds[i], docs[i]);
    const v = this.versions.bump();
    if (this.versions.active)
      for (let i = 0; i < colls.length; i++) this.versions.record(colls[i]!.ns, ids[i]!, olds[i], v);
    if (this.journal) this.journal.appendRaw(txRecord(this.txOps(created, colls, olds, docs)));
  }

  private txOps(
    created: Collection[],
    colls: Collection[],
    olds: (Document | undefined)[],
    docs: (Document | null)[],
  ): Document[] {
    const ops: Document[] = created.map((c) => ({ op: 'cc', db: c.db, coll: c.name, options: {} }));
    for (let i = 0; i < colls.length; i++) {
      const c = colls[i]!;
      const doc = docs[i];
      if (doc) ops.push({ op: olds[i] ? 'r' : 'i', db: c.db, coll: c.name, doc });
      else ops.push({ op: 'd', db: c.db, coll: c.name, id: olds[i]!._id });
    }
    return ops;
  }

  createIndex(c: Collection, spec: IndexSpec): void {
    c.addIndex(spec);
    this.log({ op: 'ci', db: c.db, coll: c.name, spec });
  }

  dropIndex(c: Collection, name: string): void {
    c.dropIndex(name);
    this.log({ op: 'di', db: c.db, coll: c.name, name });
  }

  /** Resolves when every write made so far is durable. */
  sync(): Promise<void> {
    return this.journal ? this.journal.sync() : Promise.resolve();
  }

  async close(): Promise<void> {
    if (this.journal) await this.journal.close();
    this.journal = undefined;
    this.releaseLock?.();
    this.releaseLock = undefined;
  }

  private log(record: Document): void {
    this.journal?.append(record);
  }

  private keepVersion(c: Collection, doc: Document, before: Document | undefined): void {
    const v = this.versions.bump();
    if (this.versions.active) this.versions.record(c.ns, keyOf(doc._id), before, v);
  }

  private applyCreate(db: string, name: string, options: Document): Collection {
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    const c = new Collection(db, name, options);
    colls.set(name, c);
    return c;
  }

  private applyDrop(db: string, name: string): void {
    this.dbs.get(db)?.delete(name);
    // A database exists as long as it has collections, as in MongoDB.
    if (this.dbs.get(db)?.size === 0) this.dbs.delete(db);
  }

  private applyRecord(r: Document): void {
    const db = r.db as string;
    const name = r.coll as string;
    switch (r.op) {
      case 'cc':
        if (!this.collection(db, name)) this.applyCreate(db, name, r.options as Document);
        return;
      case 'dc':
        this.applyDrop(db, name);
        return;
      case 'dd':
        this.dbs.delete(db);
        return;
      case 'tx':
        for (const op of r.ops as Document[]) this.applyRecord(op);
        return;
    }
    const c = this.collection(db, name) ?? this.applyCreate(db, name, {});
    switch (r.op) {
      case 'i':
        c.insert(r.doc as Document);
        return;
      case 'r': {
        const doc = r.doc as Document;
        const old = c.candidates({ _id: doc._id })[0];
        if (old) c.replace(old, doc);
        else c.insert(doc);
        return;
      }
      case 'd': {
        const old = c.candidates({ _id: r.id })[0];
        if (old) c.remove(old);
        return;
      }
      case 'ci':
        c.indexes.delete((r.spec as IndexSpec).name);
        c.addIndex(r.spec as IndexSpec);
        return;
      case 'di':
        c.indexes.delete(r.name as string);
        return;
    }
  }

  private liveRecords(): number {
    let n = 0;
    for (const colls of this.dbs.values()) for (const c of colls.values()) n += 1 + c.indexes.size + c.docs.size;
    return n;
  }

  private *snapshot(): Generator<Document> {
    for (const [db, colls] of this.dbs) {
      for (const c of colls.values()) {
        yield { op: 'cc', db, coll: c.name, options: c.options };
        for (const index of c.indexes.values()) yield { op: 'ci', db, coll: c.name, spec: index.spec };
        for (const doc of c.docs.values()) yield { op: 'i', db, coll: c.name, doc };
      }
    }
  }

  private maybeCompact(): void {
    const j = this.journal;
    if (!j || !j.idle) return;
    if (j.size > this.compactBytes && j.size > 2 * this.compactedSize) {
      try {
        j.compact(this.snapshot());
      } catch {
        // Compaction is an optimisation: on failure (disk full...) keep appending to the old
        // journal and retry only after it doubles again.
      }
      this.compactedSize = j.size;
    }
  }
}
