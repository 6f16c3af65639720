// Secondary indexes: a map from canonical key (see keyOf) to the `_id` keys of the documents.
// They enforce unique constraints and answer equality lookups (see Collection.candidates).
import type { Document } from 'bson';
import { MongoCommandError } from './errors.ts';
import { Query } from './mingo.ts';
import { keyOf, valuesAt } from './values.ts';

export interface IndexSpec {
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

export interface IndexEntry {
  key: string;
  values: unknown[];
}

export class Index {
  readonly fields: string[];
  readonly entries = new Map<string, Set<string>>();
  /** Compound indexes only: first field's key -> ids, for equality on a leading prefix. */
  readonly prefix: Map<string, Set<string>> | undefined;
  /** Ids held by all entries together (a multikey document counts once per key). */
  private held = 0;
  private readonly partial: Query | undefined;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    if (this.fields.length > 1) this.prefix = new Map();
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  /** Average ids per key: the planner's estimate for a key it does not look up. */
  get idsPerKey(): number {
    return this.entries.size ? this.held / this.entries.size : 0;
  }

  /** Usable for an equality lookup: it holds every document that could match. */
  get coversAll(): boolean {
    return !this.partial;
  }

  /**
   * The index keys of a document (several for array fields: MongoDB's multikey indexes), or none
   * when a sparse index skips it (all fields missing) or a partial filter excludes it.
   */
  entriesFor(doc: Document): IndexEntry[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((f) => expand(valuesAt(doc, f)));
    if (this.spec.sparse && perField.every((vals) => vals.every((v) => v === undefined))) return [];
    let combos: unknown[][] = [[]];
    for (const vals of perField) combos = combos.flatMap((c) => vals.map((v) => [...c, v]));
    const seen = new Map<string, IndexEntry>();
    for (const values of combos) {
      const key = values.map(keyOf).join('|');
      if (!seen.has(key)) seen.set(key, { key, values });
    }
    return [...seen.values()];
  }

  /** Throws the MongoDB duplicate key error if `doc` collides with another document. */
  check(doc: Document, idKey: string): void {
    if (!this.spec.unique) return;
    for (const e of this.entriesFor(doc)) {
      const ids = this.entries.get(e.key);
      if (ids && (ids.size > 1 || !ids.has(idKey))) throw duplicateKey(this.ns, this.name, this.spec.key, e.values);
    }
  }

  add(doc: Document, idKey: string): void {
    for (const e of this.entriesFor(doc)) {
      let ids = this.entries.get(e.key);
      if (!ids) this.entries.set(e.key, (ids = new Set()));
      const before = ids.size;
      ids.add(idKey);
      this.held += ids.size - before;
      if (this.prefix) {
        const first = keyOf(e.values[0]);
        let p = this.prefix.get(first);
        if (!p) this.prefix.set(first, (p = new Set()));
        p.add(idKey);
      }
    }
  }

  remove(doc: Document, idKey: string): void {
    for (const e of this.entriesFor(doc)) {
      const ids = this.entries.get(e.key);
      if (ids?.delete(idKey)) this.held--;
      if (ids?.size === 0) this.entries.delete(e.key);
      if (this.prefix) {
        const first = keyOf(e.values[0]);
        const p = this.prefix.get(first);
        p?.delete(idKey);
        if (p?.size === 0) this.prefix.delete(first);
      }
    }
  }

  /** listIndexes shape. */
  describe(): Document {
    const { key, name, ...options } = this.spec;
    return { v: 2, key, name, ...options };
  }
}

/** Missing fields index as null; array fields contribute each element (empty array: null). */
function expand(values: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const v of values) {
    if (Array.isArray(v)) out.push(...(v.length ? v : [undefined]));
    else out.push(v);
  }
  return out.length ? out : [undefined];
}

function formatValue(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const b = v as { _bsontype?: string; toHexString?: () => string };
  if (b._bsontype === 'ObjectId') return `ObjectId('${b.toHexString!()}')`;
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function duplicateKey(
  ns: string,
  indexName: string,
  keyPattern: Document,
  values: unknown[],
): MongoCommandError {
  const fields = Object.keys(keyPattern);
  const keyValue: Document = {};
  fields.forEach((f, i) => (keyValue[f] = values[i] ?? null));
  const shown = fields.map((f, i) => `${f}: ${formatValue(values[i])}`).join(', ');
  return new MongoCommandError(
    11000,
    `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${shown} }`,
    {
      keyPattern,
      keyValue,
    },
  );
}
