// Plain JavaScript for the filters and sorts the gateway sends most: top-level fields compared
// with scalars (equality, `$in`, `$nin`, `$ne`, ranges), `$and` / `$or` of such filters, and
// sorts on top-level fields. mingo
// answers the same questions several times slower (it walks generic paths and builds hash maps per
// `$in`). Anything outside that subset, and any document whose value is not a plain scalar (an
// array, an embedded document, NaN), goes to mingo, so the answers stay mingo's.
import { ObjectId, type Document } from 'bson';
import { isPlainObject } from './values.ts';

/** true / false, or undefined when this document needs mingo. */
export type FastTest = (doc: Document) => boolean | undefined;
type ValueTest = (v: unknown) => boolean | undefined;

type BsonLike = { _bsontype?: string; toHexString?: () => string };

/**
 * A comparable key of a scalar: the same for two values exactly when MongoDB's equality says so,
 * or undefined for anything else (null, arrays, documents, other BSON types, NaN).
 */
function scalarKey(v: unknown): string | undefined {
  switch (typeof v) {
    case 'string':
      return `s${v}`;
    case 'number':
      return Number.isNaN(v) ? undefined : `n${v}`;
    case 'boolean':
      return v ? 'T' : 'F';
  }
  if (v instanceof Date) return `d${v.getTime()}`;
  if ((v as BsonLike | null)?._bsontype === 'ObjectId') return `o${(v as BsonLike).toHexString!()}`;
  return undefined;
}

/**
 * Whether a stored value equals one of `args` (scalars only, else null): false for missing and
 * null, undefined for a value that is not a scalar (an array may hold one of them: mingo decides).
 * Strings and numbers are looked up as they are, without building a key per document.
 */
function memberTest(args: unknown[]): ValueTest | null {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const others = new Set<string>();
  const objectIds: ObjectId[] = [];
  for (const a of args) {
    const key = scalarKey(a);
    if (key === undefined) return null;
    if (typeof a === 'string') strings.add(a);
    else if (typeof a === 'number') numbers.add(a);
    else others.add(key);
    if (a instanceof ObjectId) objectIds.push(a);
  }
  // An id or two (a person's requests, one document) compared by their 12 bytes, without
  // building the hex key of every stored id.
  const fewIds = objectIds.length > 0 && objectIds.length <= 2;
  return (v) => {
    if (typeof v === 'string') return strings.has(v);
    if (typeof v === 'number') return Number.isNaN(v) ? undefined : numbers.has(v);
    if (v === undefined || v === null) return false;
    if (fewIds && v instanceof ObjectId) return objectIds.some((id) => id.equals(v));
    const key = scalarKey(v);
    return key === undefined ? undefined : others.has(key);
  };
}

/** A stored value the range tests can judge: a scalar, or missing / null (which compare to none). */
const judgeable = (v: unknown): boolean => v === undefined || v === null || scalarKey(v) !== undefined;

/** Range bounds: strings with strings, numbers with numbers, dates with dates (type bracketing). */
function rangeValue(v: unknown): { kind: 's' | 'n' | 'd'; x: string | number } | undefined {
  if (typeof v === 'string') return { kind: 's', x: v };
  if (typeof v === 'number' && !Number.isNaN(v)) return { kind: 'n', x: v };
  if (v instanceof Date) return { kind: 'd', x: v.getTime() };
  return undefined;
}

function condition(op: string, arg: unknown): ValueTest | null {
  switch (op) {
    case '$eq':
    case '$ne':
    case '$in':
    case '$nin': {
      const args = op === '$eq' || op === '$ne' ? [arg] : arg;
      if (!Array.isArray(args)) return null;
      const member = memberTest(args);
      if (!member) return null;
      return op === '$eq' || op === '$in' ? member : (v) => negate(member(v));
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const bound = rangeValue(arg);
      if (!bound) return null;
      const cmp =
        op === '$gt'
          ? (a: string | number) => a > bound.x
          : op === '$gte'
            ? (a: string | number) => a >= bound.x
            : op === '$lt'
              ? (a: string | number) => a < bound.x
              : (a: string | number) => a <= bound.x;
      return (v) => {
        if (!judgeable(v)) return undefined;
        const r = rangeValue(v);
        return r !== undefined && r.kind === bound.kind && cmp(r.x);
      };
    }
  }
  return null;
}

const negate = (r: boolean | undefined): boolean | undefined => (r === undefined ? undefined : !r);

/** `$and` / `$or` of fast filters: each branch's answer joined; undefined when one is unsure and decides. */
function logical(op: string, branches: unknown): FastTest | null {
  if (!Array.isArray(branches) || branches.length === 0) return null;
  const tests: FastTest[] = [];
  for (const b of branches) {
    const t = isPlainObject(b) ? compileFastFilter(b) : null;
    if (!t) return null;
    tests.push(t);
  }
  const decisive = op === '$or'; // the answer that settles it: any true for $or, any false for $and
  return (doc) => {
    let unsure = false;
    for (const t of tests) {
      const r = t(doc);
      if (r === decisive) return decisive;
      if (r === undefined) unsure = true;
    }
    return unsure ? undefined : !decisive;
  };
}

/** The fast test of `filter`, or null when it uses anything outside the subset. */
export function compileFastFilter(filter: Document): FastTest | null {
  const tests: [string, ValueTest][] = [];
  const joined: FastTest[] = [];
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$or' || field === '$and') {
      const t = logical(field, cond);
      if (!t) return null;
      joined.push(t);
      continue;
    }
    if (field.startsWith('$') || field.includes('.')) return null;
    if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
      for (const [op, arg] of Object.entries(cond)) {
        const t = condition(op, arg);
        if (!t) return null;
        tests.push([field, t]);
      }
    } else {
      const t = condition('$eq', cond);
      if (!t) return null;
      tests.push([field, t]);
    }
  }
  if (tests.length === 0 && joined.length === 0) return null;
  return (doc) => {
    let unsure = false;
    for (const [field, t] of tests) {
      const r = t(doc[field]);
      if (r === false) return false;
      if (r === undefined) unsure = true;
    }
    for (const t of joined) {
      const r = t(doc);
      if (r === false) return false;
      if (r === undefined) unsure = true;
    }
    return unsure ? undefined : true;
  };
}

/** MongoDB's sort order of the scalar types (missing and null sort alike, before numbers). */
function sortRank(v: unknown): number | undefined {
  if (v === undefined || v === null) return 1;
  switch (typeof v) {
    case 'number':
      return Number.isNaN(v) ? undefined : 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
  }
  if ((v as BsonLike)._bsontype === 'ObjectId') return 7;
  if (v instanceof Date) return 9;
  return undefined;
}

function sortValue(v: unknown, rank: number): string | number | boolean {
  if (rank === 1) return 0;
  if (rank === 7) return (v as BsonLike).toHexString!();
  if (rank === 9) return (v as Date).getTime();
  return v as string | number | boolean;
}

/**
 * The first `take` of `docs` sorted by `sort` (all of them when `take` is 0), or null when a key is
 * not a plain top-level field sorted 1 / -1, or a document holds something other than a scalar
 * there. Stable: ties keep the input order. A small `take` (a page) keeps only that many while it
 * walks the documents instead of sorting all of them.
 */
export function fastSort(docs: Document[], sort: Document, take = 0): Document[] | null {
  const keys = Object.entries(sort);
  if (keys.length === 0) return null;
  const dirs: number[] = [];
  for (const [field, dir] of keys) {
    if (field.startsWith('$') || field.includes('.') || (dir !== 1 && dir !== -1)) return null;
    dirs.push(dir);
  }
  const k = keys.length;
  const ranks = new Uint8Array(docs.length * k);
  const values: (string | number | boolean)[] = new Array(docs.length * k);
  for (let d = 0; d < docs.length; d++) {
    const doc = docs[d]!;
    for (let i = 0; i < k; i++) {
      const v = doc[keys[i]![0]];
      const rank = sortRank(v);
      if (rank === undefined) return null;
      ranks[d * k + i] = rank;
      values[d * k + i] = sortValue(v, rank);
    }
  }
  const compare = (a: number, b: number): number => {
    for (let i = 0; i < k; i++) {
      const ra = ranks[a * k + i]!;
      const rb = ranks[b * k + i]!;
      if (ra !== rb) return (ra - rb) * dirs[i]!;
      const va = values[a * k + i]!;
      const vb = values[b * k + i]!;
      if (va !== vb) return (va < vb ? -1 : 1) * dirs[i]!;
    }
    return a - b;
  };
  if (take > 0 && take * 4 < docs.length) return firstOf(docs, take, compare);
  const order = Array.from(docs, (_, d) => d);
  order.sort(compare);
  return order.map((d) => docs[d]!);
}

/** The `take` smallest of `docs` by `compare` (on positions), in order: one pass, a sorted window. */
function firstOf(docs: Document[], take: number, compare: (a: number, b: number) => number): Document[] {
  const top: number[] = [];
  for (let d = 0; d < docs.length; d++) {
    if (top.length === take && compare(d, top[take - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(top[mid]!, d) < 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, d);
    if (top.length > take) top.pop();
  }
  return top.map((d) => docs[d]!);
}
