// The server's state: databases -> collections. Every mutation goes through here, is applied in
// memory and appended to the journal (when there is a directory) with the way to undo it should
// the write to disk fail; commands then `await sync()` before answering. Replay at start calls
// the same `apply*` functions as live writes.
import fs from 'node:fs';
import type { Document } from 'bson';
import { Collection } from '../collection.ts';
import type { Index, IndexSpec } from '../indexes.ts';
import type { Logger as StoreLog } from '../server.ts';
import { ChangeLog } from '../change-streams.ts';
import { writeRefused, type MongoCommandError } from '../errors.ts';
import { keyOf } from '../values.ts';
import { Journal } from './journal.ts';
import { liveRecords, snapshotRecords, txRecord } from './records.ts';
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

export interface StoreOptions {
  /** Journal size that triggers a compaction (it must also have doubled since the last one). */
  compactBytes?: number;
  /** How often a refused journal (full disk) tries a write again. */
  probeMs?: number;
  log?: StoreLog;
}

const quiet: StoreLog = { info() {}, warn() {}, error() {} };

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** Write versions and the old document versions open transaction snapshots need. */
  readonly versions = new Versions();
  private journal: Journal | undefined;
  private dir = '';
  private log: StoreLog = quiet;
  private releaseLock: (() => void) | undefined;
  private compactedSize = 0;
  private compactBytes = DEFAULT_COMPACT_BYTES;
  /** Every applied write, for change streams (change-streams.ts). Replay at start records nothing. */
  readonly changes = new ChangeLog();

  static open(dir: string | undefined, opts: StoreOptions = {}): Store {
    const store = new Store();
    store.compactBytes = opts.compactBytes ?? DEFAULT_COMPACT_BYTES;
    store.log = opts.log ?? quiet;
    if (!dir) return store;
    store.dir = dir;
    fs.mkdirSync(dir, { recursive: true });
    store.releaseLock = acquireLock(dir);
    try {
      const { journal, replay } = Journal.open(
        dir,
        (r) => store.applyRecord(r),
        {
          flushed: () => store.maybeCompact(),
          refused: (err, probing) =>
            store.log.error(
              { dir, code: err.code, err: err.message, refusedUntil: probing ? 'a probe write succeeds' : 'a restart' },
              'embedded-mongo: journal write failed; writes are refused (reads go on)',
            ),
          resumed: () => store.log.info({ dir }, 'embedded-mongo: the journal takes writes again; writing resumed'),
        },
        opts.probeMs,
      );
      store.journal = journal;
      store.compactedSize = journal.size;
      // Compaction at start (in the background): when the journal holds more records than live objects.
      if (replay.records > liveRecords(store.dbs)) store.compactNow();
    } catch (e) {
      store.releaseLock();
      throw e;
    }
    return store;
  }

  /** Why writes are refused (a failed journal write), or undefined. */
  get refusal(): MongoCommandError | undefined {
    const why = this.journal?.refusal;
    return why && writeRefused(why, this.dir);
  }

  /** Fails fast while the journal refuses writes, before anything changes in memory. */
  private writable(): void {
    const refusal = this.refusal;
    if (refusal) throw refusal;
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created implicitly as MongoDB does on first write. */
  ensureCollection(db: string, name: string, options: Document = {}): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name, options);
  }

  createCollection(db: string, name: string, options: Document): Collection {
    this.writable();
    const c = this.applyCreate(db, name, options);
    this.journal?.append({ op: 'cc', db, coll: name, options }, () => this.undoCreate(c));
    return c;
  }

  dropCollection(db: string, name: string): void {
    this.writable();
    const c = this.collection(db, name);
    this.journal?.append({ op: 'dc', db, coll: name }, () => c && this.undoDrop(c));
    this.applyDrop(db, name);
    this.changes.dropped(db, name);
  }

  dropDatabase(db: string): void {
    this.writable();
    const colls = this.dbs.get(db);
    this.journal?.append({ op: 'dd', db }, () => colls && this.dbs.set(db, colls));
    for (const name of colls?.keys() ?? []) this.changes.dropped(db, name);
    this.dbs.delete(db);
    this.changes.dropped(db);
  }

  // Undoing a write (its journal write failed) is a write too: change streams and open
  // transaction snapshots see the document come back.
  insert(c: Collection, doc: Document): void {
    this.writable();
    this.journal?.append({ op: 'i', db: c.db, coll: c.name, doc }, () => this.applyWrite(c, doc, null));
    this.applyWrite(c, undefined, doc);
  }

  replace(c: Collection, oldDoc: Document, newDoc: Document): void {
    this.writable();
    this.journal?.append({ op: 'r', db: c.db, coll: c.name, doc: newDoc }, () => this.applyWrite(c, newDoc, oldDoc));
    this.applyWrite(c, oldDoc, newDoc);
  }

  remove(c: Collection, doc: Document): void {
    this.writable();
    this.journal?.append({ op: 'd', db: c.db, coll: c.name, id: doc._id }, () => this.applyWrite(c, undefined, doc));
    this.applyWrite(c, doc, null);
  }

  /** `before` -> `after` in memory (undefined: no document before; null: none after). */
  private applyWrite(c: Collection, before: Document | undefined, after: Document | null): void {
    this.keepVersion(c, before ?? after!, before);
    if (before && after) c.replace(before, after);
    else if (after) c.insert(after);
    else c.remove(before!);
    this.changes.written(c.db, c.name, before, after);
  }

  /** Takes a created collection out again (unless it was replaced meanwhile). */
  private undoCreate(c: Collection): void {
    if (this.collection(c.db, c.name) === c) this.applyDrop(c.db, c.name);
  }

  /** Puts a dropped collection back in its place. */
  private undoDrop(c: Collection): void {
    let colls = this.dbs.get(c.db);
    if (!colls) this.dbs.set(c.db, (colls = new Map()));
    colls.set(c.name, c);
  }

  /**
   * Applies a transaction's writes all at once: in memory (undone completely if a unique index
   * would be violated), then as ONE journal record, so a crash keeps all of them or none.
   */
  commit(groups: TxWrites[], recheck: (ns: string) => boolean = () => true): void {
    this.writable();
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
    if (this.journal)
      this.journal.appendRaw(txRecord(this.txOps(created, colls, olds, docs)), () => {
        for (let i = colls.length - 1; i >= 0; i--) this.applyWrite(colls[i]!, docs[i] ?? undefined, olds[i] ?? null);
        for (const c of created) this.undoCreate(c);
      });
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
    this.writable();
    const index = c.addIndex(spec);
    this.journal?.append({ op: 'ci', db: c.db, coll: c.name, spec }, () => {
      if (c.indexes.get(spec.name) === index) c.indexes.delete(spec.name);
    });
  }

  dropIndex(c: Collection, name: string): void {
    this.writable();
    const index: Index | undefined = c.indexes.get(name);
    c.dropIndex(name);
    this.journal?.append({ op: 'di', db: c.db, coll: c.name, name }, () => index && c.indexes.set(name, index));
  }

  /** Resolves when every write made so far is durable; rejects as `refusal` when it could not be written. */
  sync(): Promise<void> {
    if (!this.journal) return Promise.resolve();
    return this.journal.sync().catch((e: unknown) => {
      throw writeRefused(e as NodeJS.ErrnoException, this.dir);
    });
  }

  async close(): Promise<void> {
    if (this.journal) await this.journal.close();
    this.journal = undefined;
    this.releaseLock?.();
    this.releaseLock = undefined;
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

  private maybeCompact(): void {
    const j = this.journal;
    if (j && j.size > this.compactBytes && j.size > 2 * this.compactedSize) this.compactNow();
  }

  /** Rewrites the journal as the live state, in the background (journal.ts, compact). */
  private compactNow(): void {
    const j = this.journal;
    if (!j || !j.idle || j.refusal || j.compactionRunning) return;
    const startBytes = j.size;
    this.log.info({ dir: this.dir, journalBytes: startBytes }, 'embedded-mongo: compacting the journal');
    j.compact(snapshotRecords(this.dbs)).then(
      (done) => {
        if (!done) return;
        this.compactedSize = done.afterBytes;
        this.log.info(
          { dir: this.dir, journalBytes: done.beforeBytes, compactedBytes: done.afterBytes, ms: done.ms },
          'embedded-mongo: journal compacted',
        );
      },
      (e: unknown) => {
        // Compaction is an optimisation: on failure (disk full...) keep appending to the old
        // journal and retry only after it doubles again.
        this.compactedSize = j.size;
        this.log.warn({ dir: this.dir, err: (e as Error).message }, 'embedded-mongo: journal compaction failed');
      },
    );
  }
}
