// The `$lookup` of the simple form (`from`, `localField`, `foreignField`, `as`) run as one indexed
// query per input document instead of mingo's join over a copy of the whole foreign collection
// (README "Index use"). mingo still runs every other form, and this one too when an input's local
// value is not a single scalar.
import type { Document } from 'bson';
import type { CollectionData } from './context.ts';
import { runQuery } from './query-exec.ts';
import { isPlainObject, valuesAt } from './values.ts';

export interface SimpleLookup {
  from: string;
  localField: string;
  foreignField: string;
  as: string;
}

const SIMPLE_KEYS = ['as', 'foreignField', 'from', 'localField'];

/** The stage's spec when it is the simple form on top-level output (`as` without a dot). */
export function simpleLookup(stage: Document): SimpleLookup | null {
  const spec = stage.$lookup as unknown;
  if (!isPlainObject(spec)) return null;
  const keys = Object.keys(spec).sort();
  if (keys.length !== SIMPLE_KEYS.length || keys.some((k, i) => k !== SIMPLE_KEYS[i])) return null;
  const { from, localField, foreignField, as } = spec;
  const strings = [from, localField, foreignField, as].every((v) => typeof v === 'string' && v.length > 0);
  if (!strings || (as as string).includes('.') || (as as string).startsWith('$')) return null;
  // Plain field paths only: no positional parts (mingo and queries read `a.0` differently).
  const plainPath = (p: string) =>
    p.split('.').every((part) => part.length > 0 && !/^\d+$/.test(part) && !part.startsWith('$'));
  if (!plainPath(localField as string) || !plainPath(foreignField as string)) return null;
  return spec as unknown as SimpleLookup;
}

/** A value an equality query matches exactly as `$lookup` does: a scalar, not null or an array. */
function scalar(v: unknown): boolean {
  if (v === null || v === undefined || Array.isArray(v) || v instanceof RegExp) return false;
  if (typeof v !== 'object') return true;
  if (v instanceof Date) return true;
  const type = (v as { _bsontype?: string })._bsontype;
  return type === 'ObjectId' || type === 'Int32' || type === 'Double' || type === 'Long';
}

/**
 * The joined documents, or null when some input's local value is missing, null, an array or a
 * document (mingo's join decides those). Each input's matches are `{ foreignField: value }`
 * through the foreign collection's planner, so a lookup on `_id` or an indexed field reads only
 * the matching documents. The output embeds stored documents: later stages run in mingo, which
 * clones its input first (CLONE_INPUT), and the cursor only serialises them.
 */
export function indexedLookup(
  docs: Document[],
  spec: SimpleLookup,
  foreign: CollectionData | undefined,
): Document[] | null {
  const locals: unknown[] = [];
  for (const doc of docs) {
    const values = valuesAt(doc, spec.localField);
    if (values.length !== 1 || !scalar(values[0])) return null;
    locals.push(values[0]);
  }
  return docs.map((doc, i) => ({
    ...doc,
    [spec.as]: runQuery(foreign, { [spec.foreignField]: locals[i] }),
  }));
}
