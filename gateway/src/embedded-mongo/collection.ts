// One collection in memory: documents by `_id` key (insertion order = natural order) and indexes.
// Stored documents are never mutated: every write builds a new object and swaps it in, so cursors
// and projections may keep references to old versions safely.
import type { Document } from 'bson';
import { fail } from './errors.ts';
import { Index, duplicateKey, type IndexSpec } from './indexes.ts';
import { isOperatorObject, isPlainObject, keyOf } from './values.ts';

export const ID_INDEX: IndexSpec = { key: { _id: 1 }, name: '_id_' };

export class Collection {
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, Index>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Throws the duplicate key error an insert or replacement of `doc` would raise. */
  checkUnique(doc: Document, replacing?: Document): void {
    const id = keyOf(doc._id);
    if (!replacing && this.docs.has(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, [doc._id]);
    for (const index of this.indexes.values()) index.check(doc, id);
  }

  insert(doc: Document): void {
    const id = keyOf(doc._id);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(doc, id);
  }

  replace(oldDoc: Document, newDoc: Document): void {
    const id = keyOf(oldDoc._id);
    for (const index of this.indexes.values()) index.remove(oldDoc, id);
    this.docs.set(id, newDoc);
    for (const index of this.indexes.values()) index.add(newDoc, id);
  }

  remove(doc: Document): void {
    const id = keyOf(doc._id);
    for (const index of this.indexes.values()) index.remove(doc, id);
    this.docs.delete(id);
  }

  addIndex(spec: IndexSpec): Index {
    const index = new Index(spec, this.ns);
    // Build on the side first: a unique violation leaves the collection without the index.
    const seen = new Map<string, string>();
    for (const [id, doc] of this.docs) {
      if (spec.unique) {
        for (const e of index.entriesFor(doc)) {
          if (seen.has(e.key) && seen.get(e.key) !== id) throw duplicateKey(this.ns, spec.name, spec.key, e.values);
          seen.set(e.key, id);
        }
      }
      index.add(doc, id);
    }
    this.indexes.set(spec.name, index);
    return index;
  }

  dropIndex(name: string): void {
    if (!this.indexes.delete(name)) fail(27, `index not found with name [${name}]`);
  }

  /**
   * Documents that may match `filter`, found through `_id` or an index when the filter has
   * equality conditions on all fields of one; otherwise every document. Callers still apply the
   * full filter to the result.
   */
  candidates(filter: Document): Document[] {
    const eq = equalities(filter);
    const idVals = eq.get('_id');
    if (idVals) return this.docsOf(idVals.map(keyOf));
    // The index whose matching entries hold the fewest ids (sizes are added up first; only the
    // chosen one's ids are collected).
    let best: Set<string>[] | undefined;
    let bestSize = this.docs.size;
    for (const index of this.indexes.values()) {
      if (!index.coversAll) continue;
      const perField = index.fields.map((f) => eq.get(f));
      // A sparse index has no entry for documents missing the field, which `null` must match.
      if (index.spec.sparse && perField.some((vals) => vals?.some((v) => v === null))) continue;
      const sets: Set<string>[] = [];
      if (perField.every((v) => v !== undefined)) {
        let keys: string[] = [''];
        for (const vals of perField) keys = keys.flatMap((k) => vals!.map((v) => (k ? `${k}|` : '') + keyOf(v)));
        for (const k of keys) {
          const ids = index.entries.get(k);
          if (ids) sets.push(ids);
        }
      } else if (index.prefix && perField[0] !== undefined && !index.spec.sparse) {
        // Equality on the leading field of a compound index only.
        for (const v of perField[0]) {
          const ids = index.prefix.get(keyOf(v));
          if (ids) sets.push(ids);
        }
      } else continue;
      const size = sets.reduce((n, ids) => n + ids.size, 0);
      if (!best || size < bestSize) {
        best = sets;
        bestSize = size;
      }
      if (bestSize <= 1) break;
    }
    if (!best) return [...this.docs.values()];
    if (best.length === 1) return this.docsOf(best[0]!);
    const ids = new Set<string>();
    for (const set of best) for (const id of set) ids.add(id);
    return this.docsOf(ids);
  }

  /** The stored documents of `ids` (a list may repeat an id; a set cannot). */
  private docsOf(ids: string[] | Set<string>): Document[] {
    const out: Document[] = [];
    const unique = ids instanceof Set ? ids : new Set(ids);
    for (const id of unique) {
      const d = this.docs.get(id);
      if (d) out.push(d);
    }
    return out;
  }
}

/** field -> values it must equal (one value, or several for `$in`), from top level and `$and`. */
function equalities(filter: Document, out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) equalities(sub, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    let vals: unknown[] | undefined;
    if (!isOperatorObject(cond)) vals = [cond];
    else if ('$eq' in cond) vals = [cond.$eq];
    else if (Array.isArray(cond.$in)) vals = cond.$in as unknown[];
    if (vals && vals.every(indexableValue)) out.set(field, vals);
  }
  return out;
}

// Arrays (whole-array equality) and regexes do not map to a single index key.
const indexableValue = (v: unknown): boolean =>
  !Array.isArray(v) && !(v instanceof RegExp) && (v as { _bsontype?: string } | null)?._bsontype !== 'BSONRegExp';
