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
   * Documents that may match `filter`, found through `_id` or one index when the filter has
   * equality conditions on all fields of one (or on the leading field of a compound one);
   * otherwise every document. Callers still apply the full filter to the result.
   *
   * The planner chooses before it reads (README "Index use"): a unique index with one value per
   * field wins at once (at most one document); otherwise each usable index is costed by the sizes
   * of the keys it would read (a map lookup per key, or the index's average ids per key when the
   * `$in` lists multiply to more than MAX_PROBES keys), and only the cheapest one's ids are
   * collected; none when the cheapest reads as many ids as the collection holds
   * (figures: docs/performance.md#embedded-server).
   */
  candidates(filter: Document): Document[] {
    const eq = equalities(filter);
    const id = eq.get('_id');
    if (id) return this.docsOf(id.keys);
    let best: Plan | undefined;
    let bestCost = this.docs.size;
    for (const index of this.indexes.values()) {
      if (!index.coversAll) continue;
      const perField = index.fields.map((f) => eq.get(f));
      // A sparse index has no entry for documents missing the field, which `null` must match.
      if (index.spec.sparse && perField.some((c) => c?.hasNull)) continue;
      let plan: Plan;
      if (perField.every((c) => c !== undefined)) {
        const conds = perField as Condition[];
        const combos = conds.reduce((n, c) => n * c.keys.length, 1);
        plan = { map: index.entries, conds };
        if (index.spec.unique && combos === 1) {
          best = plan;
          break;
        }
        plan.cost = combos > MAX_PROBES ? combos * index.idsPerKey : sizeOf(index.entries, joinedKeys(conds));
      } else if (index.prefix && perField[0] !== undefined && !index.spec.sparse) {
        // Equality on the leading field of a compound index only.
        plan = { map: index.prefix, conds: [perField[0]] };
        plan.cost = sizeOf(index.prefix, perField[0].keys);
      } else continue;
      // A plan reading as many ids as the collection holds is no better than the scan.
      if (plan.cost! < bestCost) {
        best = plan;
        bestCost = plan.cost!;
      }
      if (bestCost <= 1) break;
    }
    if (!best) return [...this.docs.values()];
    const sets: Set<string>[] = [];
    for (const k of joinedKeys(best.conds)) {
      const ids = best.map.get(k);
      if (ids) sets.push(ids);
    }
    if (sets.length === 1) return this.docsOf(sets[0]!);
    const ids = new Set<string>();
    for (const set of sets) for (const i of set) ids.add(i);
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

/** What a field must equal: the index keys of its values (one, or several for `$in`). */
interface Condition {
  keys: string[];
  hasNull: boolean;
}

/** One index to read: its key map and the conditions on its fields, in the index's order. */
interface Plan {
  map: Map<string, Set<string>>;
  conds: Condition[];
  /** Ids the plan would read (exact, or estimated past MAX_PROBES keys). */
  cost?: number;
}

/** Past this many keys (`$in` lists multiplied) a plan is costed by the index's average. */
const MAX_PROBES = 64;

/** The compound keys of every combination of the conditions' values (index.ts joins with `|`). */
function joinedKeys(conds: Condition[]): string[] {
  let keys = conds[0]!.keys;
  for (let i = 1; i < conds.length; i++) {
    const next: string[] = [];
    for (const k of keys) for (const v of conds[i]!.keys) next.push(`${k}|${v}`);
    keys = next;
  }
  return keys;
}

const sizeOf = (map: Map<string, Set<string>>, keys: string[]): number => {
  let n = 0;
  for (const k of keys) n += map.get(k)?.size ?? 0;
  return n;
};

/** field -> what it must equal, from top level and `$and`; each value's key computed once. */
function equalities(filter: Document, out = new Map<string, Condition>()): Map<string, Condition> {
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
    if (vals && vals.every(indexableValue)) {
      out.set(field, { keys: vals.map(keyOf), hasNull: vals.some((v) => v === null) });
    }
  }
  return out;
}

// Arrays (whole-array equality) and regexes do not map to a single index key.
const indexableValue = (v: unknown): boolean =>
  !Array.isArray(v) && !(v instanceof RegExp) && (v as { _bsontype?: string } | null)?._bsontype !== 'BSONRegExp';
