// Value helpers shared by storage, indexes and commands: canonical keys, BSON copies, dotted paths.
import { BSON, type Document } from 'bson';

type BsonLike = { _bsontype?: string; toHexString?: () => string; toString(): string };

/**
 * A string that is equal for two values exactly when MongoDB's equality says they are equal
 * (1, 1.0 and Long(1) alike; ObjectIds by value; embedded documents by field order and value).
 * Used as the key of the `_id` map and of every index.
 */
export function keyOf(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  switch (typeof v) {
    case 'number':
      return `n${v}`;
    case 'string':
      // Length-prefixed so that compound keys joined with '|' cannot collide.
      return `s${v.length}:${v}`;
    case 'boolean':
      return v ? 'T' : 'F';
    case 'bigint':
      return `n${v}`;
  }
  if (v instanceof Date) return `d${v.getTime()}`;
  if (Array.isArray(v)) return `[${v.map(keyOf).join(',')}]`;
  if (v instanceof RegExp) return `r${v.source}/${v.flags}`;
  const b = v as BsonLike;
  if (b._bsontype === 'ObjectId') return `o${b.toHexString!()}`;
  if (b._bsontype === 'Long' || b._bsontype === 'Int32' || b._bsontype === 'Double' || b._bsontype === 'Decimal128') {
    return `n${Number(b.toString())}`;
  }
  if (b._bsontype) return `${b._bsontype}:${JSON.stringify(BSON.EJSON.serialize(v))}`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .map((k) => `${JSON.stringify(k)}:${keyOf(o[k])}`)
    .join(',')}}`;
}

/** Deep copy through BSON, so ObjectId, Date, Long and Binary stay what they are. */
export function bsonClone<T extends Document>(doc: T): T {
  return BSON.deserialize(BSON.serialize(doc), { promoteLongs: true, promoteValues: true }) as T;
}

/** Values at a dotted path, descending into arrays as MongoDB does for queries and indexes. */
export function valuesAt(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (v: unknown, i: number): void => {
    if (i === parts.length) {
      out.push(v);
      return;
    }
    if (Array.isArray(v)) {
      const idx = Number(parts[i]);
      if (Number.isInteger(idx) && /^\d+$/.test(parts[i]!)) walk(v[idx], i + 1);
      else for (const el of v) if (el !== null && typeof el === 'object') walk(el, i);
      return;
    }
    if (v === null || typeof v !== 'object' || (v as BsonLike)._bsontype) {
      out.push(undefined);
      return;
    }
    walk((v as Record<string, unknown>)[parts[i]!], i + 1);
  };
  walk(doc, 0);
  return out;
}

/** The single value at a dotted path without array traversal (undefined when absent). */
export function getPath(doc: unknown, path: string): unknown {
  let v: unknown = doc;
  for (const p of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[p];
  }
  return v;
}

export function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let o: Document = doc;
  for (const p of parts.slice(0, -1)) {
    if (o[p] === null || typeof o[p] !== 'object') o[p] = {};
    o = o[p] as Document;
  }
  o[parts[parts.length - 1]!] = value;
}

export const isPlainObject = (v: unknown): v is Document =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  !(v instanceof Date) &&
  !(v instanceof RegExp) &&
  !(v as BsonLike)._bsontype;

export const isOperatorObject = (v: unknown): boolean =>
  isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$'));

/** Puts `_id` first, as MongoDB stores it. */
export function idFirst(doc: Document): Document {
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

export const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' ||
  typeof v === 'bigint' ||
  ['Long', 'Int32', 'Double', 'Decimal128'].includes((v as BsonLike | null)?._bsontype ?? '');

/** MongoDB's name of a value's BSON type, as error messages print it (`int`, `string`, ...). */
export function bsonTypeName(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'missing';
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) <= 2147483647 ? 'int' : 'double';
  if (typeof v === 'bigint') return 'long';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  const t = (v as BsonLike)._bsontype;
  const names: Record<string, string> = {
    ObjectId: 'objectId',
    Long: 'long',
    Int32: 'int',
    Double: 'double',
    Decimal128: 'decimal',
    Binary: 'binData',
    Timestamp: 'timestamp',
    BSONRegExp: 'regex',
  };
  return t ? (names[t] ?? t) : 'object';
}

/** A value printed the way MongoDB prints a BSON element in error messages (`[ 1, 2 ]`, `{ a: 1 }`). */
export function renderValue(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.length === 0 ? '[]' : `[ ${v.map(renderValue).join(', ')} ]`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const b = v as BsonLike;
  if (b._bsontype === 'ObjectId') return `ObjectId('${b.toHexString!()}')`;
  if (b._bsontype) return b.toString();
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${k}: ${renderValue(x)}`).join(', ')} }`;
}
