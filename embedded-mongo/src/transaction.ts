// A multi-document transaction: a snapshot of the store (the version at its first command) plus its
// own buffered writes. Reads see the snapshot overlaid with its own writes; a write takes a
// per-document lock and fails with WriteConflict when another open transaction holds that document
// or anyone changed it since the snapshot. Nothing reaches the store before commit, which applies
// every write at once as one journal record (why optimistic:
// docs/decisions/0260-embedded-server-is-a-one-member-replica-set.md).
import type { Document } from 'bson';
import type { Collection } from './collection.ts';
import type { CollectionData, DataStore } from './context.ts';
import { MongoCommandError } from './errors.ts';
import { duplicateKey, type IndexEntry } from './indexes.ts';
import type { Store } from './storage/store.ts';
import { keyOf } from './values.ts';

const TRANSIENT = ['TransientTransactionError'];

function writeConflict(): MongoCommandError {
  return new MongoCommandError(
    112,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    { codeName: 'WriteConflict', errorLabels: TRANSIENT },
  );
}

export function noSuchTransaction(
  txnNumber: number,
  why = 'does not match any in-progress transactions',
): MongoCommandError {
  return new MongoCommandError(251, `Transaction with { txnNumber: ${txnNumber} } ${why}`, {
    codeName: 'NoSuchTransaction',
    errorLabels: TRANSIENT,
  });
}

/** ns -> document id key -> the transaction holding it: write locks shared by every transaction. */
export type LockTable = Map<string, Map<string, Transaction>>;

export class Transaction implements DataStore {
  readonly snapshot: number;
  lastUsed = Date.now();
  /** Set by a conflicting write: the command fails with it (not as a writeError) and the transaction aborts. */
  conflict: MongoCommandError | undefined;
  private readonly views = new Map<string, TxnCollection>();
  private ended = false;

  constructor(
    readonly engine: Store,
    private readonly locks: LockTable,
  ) {
    this.snapshot = engine.versions.openSnapshot();
  }

  collection(db: string, name: string): TxnCollection | undefined {
    const view = this.views.get(`${db}.${name}`);
    if (view) return view;
    return this.engine.collection(db, name) ? this.ensureCollection(db, name) : undefined;
  }

  ensureCollection(db: string, name: string): TxnCollection {
    const ns = `${db}.${name}`;
    let view = this.views.get(ns);
    if (!view) this.views.set(ns, (view = new TxnCollection(this, db, name)));
    return view;
  }

  insert(c: CollectionData, doc: Document): void {
    (c as TxnCollection).write(keyOf(doc._id), doc);
  }

  replace(c: CollectionData, _oldDoc: Document, newDoc: Document): void {
    (c as TxnCollection).write(keyOf(newDoc._id), newDoc);
  }

  remove(c: CollectionData, doc: Document): void {
    (c as TxnCollection).write(keyOf(doc._id), null);
  }

  /** Takes the write lock of a document, or fails with WriteConflict. */
  lock(ns: string, id: string): void {
    let table = this.locks.get(ns);
    if (!table) this.locks.set(ns, (table = new Map()));
    const owner = table.get(id);
    if ((owner && owner !== this) || this.engine.versions.changedSince(ns, id, this.snapshot))
      this.fail(writeConflict());
    // Every document in a view's overlay is locked by this transaction: end() releases them.
    if (!owner) table.set(id, this);
  }

  fail(e: MongoCommandError): never {
    this.conflict ??= e;
    throw e;
  }

  /** Applies every write at once; a document changed by someone else since the snapshot fails it. */
  commit(): void {
    const { versions } = this.engine;
    const changedByOthers = new Set<string>();
    try {
      for (const view of this.views.values()) {
        const changed = versions.changedIds(view.ns, this.snapshot);
        // Writes outside transactions do not take locks: they are detected here.
        if (changed.some((id) => view.overlay.has(id))) throw writeConflict();
        if (changed.length > 0) changedByOthers.add(view.ns);
      }
    } finally {
      // Released before applying: the writes need no old versions kept for this snapshot.
      this.end();
    }
    try {
      const groups = [...this.views.values()].map((v) => ({ db: v.db, coll: v.name, writes: v.overlay }));
      this.engine.commit(groups, (ns) => changedByOthers.has(ns));
    } catch (e) {
      // A unique key committed by someone else since the write was checked: retrying sees it.
      if (e instanceof MongoCommandError && e.code === 11000) throw writeConflict();
      throw e;
    }
  }

  /** Releases locks and the snapshot (commit or abort). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const view of this.views.values()) {
      const table = this.locks.get(view.ns);
      if (!table) continue;
      for (const id of view.overlay.keys()) if (table.get(id) === this) table.delete(id);
      if (table.size === 0) this.locks.delete(view.ns);
    }
    this.engine.versions.closeSnapshot(this.snapshot);
  }
}

/** One collection as a transaction sees it. */
class TxnCollection implements CollectionData {
  readonly ns: string;
  /** The transaction's own writes: id key -> new document, or null for a delete. */
  readonly overlay = new Map<string, Document | null>();
  /** Unique index name -> key -> id of the transaction's own document holding it. */
  private readonly ownKeys = new Map<string, Map<string, string>>();
  /** Index entries of the document checkUnique saw last, reused by the write that follows. */
  private lastChecked: { doc: Document; entries: Map<string, IndexEntry[]> } | undefined;

  constructor(
    private readonly txn: Transaction,
    readonly db: string,
    readonly name: string,
  ) {
    this.ns = `${db}.${name}`;
  }

  private get base(): Collection | undefined {
    return this.txn.engine.collection(this.db, this.name);
  }

  get docs(): { size: number; values(): Document[] } {
    const all = this.candidates({});
    return { size: all.length, values: () => all };
  }

  /** Current candidates unchanged since the snapshot, old versions of changed ones, own writes. */
  candidates(filter: Document): Document[] {
    const { versions } = this.txn.engine;
    const s = this.txn.snapshot;
    const base = this.base;
    const changed = new Set(versions.changedIds(this.ns, s));
    const out: Document[] = [];
    if (base) {
      for (const d of base.candidates(filter)) {
        if (this.overlay.size === 0 && changed.size === 0) out.push(d);
        else {
          const id = keyOf(d._id);
          if (!this.overlay.has(id) && !changed.has(id)) out.push(d);
        }
      }
    }
    for (const id of changed) {
      if (this.overlay.has(id)) continue;
      const d = versions.at(this.ns, id, s, base?.docs.get(id));
      if (d) out.push(d);
    }
    for (const d of this.overlay.values()) if (d) out.push(d);
    return out;
  }

  checkUnique(doc: Document, replacing?: Document): void {
    const { versions } = this.txn.engine;
    const s = this.txn.snapshot;
    const base = this.base;
    const id = keyOf(doc._id);
    if (!replacing) {
      if (this.overlay.has(id)) {
        if (this.overlay.get(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, [doc._id]);
      } else if (versions.changedSince(this.ns, id, s)) this.txn.fail(writeConflict());
      else if (base?.docs.has(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, [doc._id]);
    }
    const checked = new Map<string, IndexEntry[]>();
    for (const index of base?.indexes.values() ?? []) {
      if (!index.spec.unique) continue;
      const entries = index.entriesFor(doc);
      checked.set(index.name, entries);
      for (const e of entries) {
        for (const holder of index.entries.get(e.key) ?? []) {
          if (holder === id || this.overlay.has(holder)) continue;
          if (versions.changedSince(this.ns, holder, s)) this.txn.fail(writeConflict());
          throw duplicateKey(this.ns, index.name, index.spec.key, e.values);
        }
        const own = this.ownKeys.get(index.name)?.get(e.key);
        if (own !== undefined && own !== id) throw duplicateKey(this.ns, index.name, index.spec.key, e.values);
      }
    }
    this.lastChecked = { doc, entries: checked };
  }

  write(id: string, doc: Document | null): void {
    this.txn.lock(this.ns, id);
    const prev = this.overlay.get(id);
    if (prev) this.indexOwn(prev, id, false);
    this.overlay.set(id, doc);
    if (doc) this.indexOwn(doc, id, true);
  }

  private indexOwn(doc: Document, id: string, add: boolean): void {
    const cached = add && this.lastChecked?.doc === doc ? this.lastChecked.entries : undefined;
    if (add) this.lastChecked = undefined;
    for (const index of this.base?.indexes.values() ?? []) {
      if (!index.spec.unique) continue;
      let keys = this.ownKeys.get(index.name);
      if (!keys) this.ownKeys.set(index.name, (keys = new Map()));
      for (const e of cached?.get(index.name) ?? index.entriesFor(doc)) {
        if (add) keys.set(e.key, id);
        else if (keys.get(e.key) === id) keys.delete(e.key);
      }
    }
  }
}
