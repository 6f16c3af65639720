// Update paths resolved against the document before mingo applies them. mingo treats every path
// of one array (`a.$.y` and `a.$.z`) as the same path and refuses them as a conflict, silently
// skips paths it cannot apply, and misreads `$pull` conditions with `$or`. MongoDB instead applies
// all positional forms against the original document, raises 28 / 2 for non-viable paths and
// non-arrays, and matches `$pull` conditions as queries. So: positional paths (`$`, `$[]`,
// `$[id]`) become concrete indexes here, checks run here, and `$pull` is applied here.
import type { Document } from 'bson';
import { fail } from './errors.ts';
import { Query } from './mingo.ts';
import { bsonTypeName, isPlainObject, keyOf, renderValue } from './values.ts';

const isIndex = (p: string): boolean => /^\d+$/.test(p);

/** Array filters by identifier, each a query over `{ <identifier>: element }`. */
export function arrayFilterQueries(arrayFilters: Document[] | undefined): Map<string, Query> {
  const out = new Map<string, Query>();
  for (const f of arrayFilters ?? []) {
    const keys = Object.keys(f);
    const id = (keys[0] ?? '').split('.')[0]!;
    if (!id) fail(9, 'Cannot use an expression without a top-level field name in arrayFilters');
    if (out.has(id)) fail(9, `Found multiple array filters with the same top-level field name ${id}`);
    out.set(id, new Query(f));
  }
  return out;
}

/**
 * Index of the array element at `arrayPath` that the query matched (what `$` stands for): the
 * first element satisfying every filter condition on that array, else the first satisfying one.
 */
function matchedIndex(arrayPath: string, arr: unknown[], filter: Document): number {
  const conditions: Document[] = [];
  const collect = (f: Document): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((s) => isPlainObject(s) && collect(s));
      else if (k === arrayPath) conditions.push({ v });
      else if (k.startsWith(`${arrayPath}.`)) conditions.push({ [`v.${k.slice(arrayPath.length + 1)}`]: v });
    }
  };
  collect(filter);
  const queries = conditions.map((c) => new Query(c));
  // Each element is wrapped in an array so conditions keep their array semantics ($elemMatch).
  const hits =
    (q: Query): ((el: unknown) => boolean) =>
    (el) =>
      q.test({ v: [el] });
  let i = arr.findIndex((el) => queries.length > 0 && queries.every((q) => hits(q)(el)));
  if (i < 0) i = arr.findIndex((el) => queries.some((q) => hits(q)(el)));
  if (i < 0) fail(2, 'The positional operator did not find the match needed from the query.');
  return i;
}

/** Concrete paths for one update path (several for `$[]` / `$[id]`, none for an empty array). */
export function expandPath(
  doc: Document,
  path: string,
  filter: Document | undefined,
  filters: Map<string, Query>,
): string[] {
  const parts = path.split('.');
  if (!parts.some((p) => p === '$' || (p.startsWith('$[') && p.endsWith(']')))) return [path];
  const out: string[] = [];
  const walk = (value: unknown, i: number, prefix: string[]): void => {
    if (i === parts.length) {
      out.push(prefix.join('.'));
      return;
    }
    const part = parts[i]!;
    const positional = part === '$';
    const all = part.startsWith('$[') && part.endsWith(']');
    if (!positional && !all) {
      const next = value !== null && typeof value === 'object' ? (value as Document)[part] : undefined;
      walk(next, i + 1, [...prefix, part]);
      return;
    }
    const arrayPath = prefix.join('.');
    if (positional) {
      if (!filter || !Array.isArray(value))
        fail(2, 'The positional operator did not find the match needed from the query.');
      const idx = matchedIndex(arrayPath, value as unknown[], filter!);
      walk((value as unknown[])[idx], i + 1, [...prefix, String(idx)]);
      return;
    }
    const id = part.slice(2, -1);
    const q = id === '' ? undefined : filters.get(id);
    if (id !== '' && !q) fail(2, `No array filter found for identifier '${id}' in path '${path}'`);
    if (value === undefined)
      fail(2, `The path '${arrayPath}' must exist in the document in order to apply array updates.`);
    if (!Array.isArray(value))
      fail(2, `Cannot apply array updates to non-array element ${prefix[prefix.length - 1]}: ${renderValue(value)}`);
    (value as unknown[]).forEach((el, idx) => {
      if (!q || q.test({ [id]: el })) walk(el, i + 1, [...prefix, String(idx)]);
    });
  };
  walk(doc, 0, []);
  return out;
}

// Operators for which a path that cannot exist is a no-op rather than an error (MongoDB's
// "allowNonViablePath"), and those that need an array at the end of the path.
const NON_VIABLE_OK = new Set(['$unset', '$pull', '$pullAll', '$pop', '$rename']);

/** Raises what MongoDB raises for a path an operator cannot apply to in `doc`. */
export function checkPath(doc: Document, op: string, path: string): void {
  if (NON_VIABLE_OK.has(op)) {
    if (op === '$pop') checkPop(doc, path);
    return;
  }
  const parts = path.split('.');
  let cur: unknown = doc;
  let curName = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (Array.isArray(cur) && !isIndex(part))
      fail(28, `Cannot create field '${part}' in element {${curName}: ${renderValue(cur)}}`);
    const next = (cur as Document)[part];
    if (i === parts.length - 1) {
      if ((op === '$push' || op === '$addToSet') && next !== undefined && !Array.isArray(next))
        notAnArray(doc, op, path, next);
      return;
    }
    if (next === undefined) return; // created by the update
    if (
      next === null ||
      typeof next !== 'object' ||
      next instanceof Date ||
      (next as { _bsontype?: string })._bsontype
    ) {
      fail(28, `Cannot create field '${parts[i + 1]}' in element {${part}: ${renderValue(next)}}`);
    }
    cur = next;
    curName = part;
  }
}

function notAnArray(doc: Document, op: string, path: string, value: unknown): never {
  if (op === '$addToSet') {
    return fail(
      2,
      `Cannot apply $addToSet to non-array field. Field named '${path.split('.').pop()}' has non-array type ${bsonTypeName(value)}`,
    );
  }
  const id = doc._id === undefined ? 'no id' : `_id: ${renderValue(doc._id)}`;
  return fail(2, `The field '${path}' must be an array but is of type ${bsonTypeName(value)} in document {${id}}`);
}

function checkPop(doc: Document, path: string): void {
  const v = valueAt(doc, path);
  if (v !== undefined && !Array.isArray(v))
    fail(14, `Path '${path}' contains an element of non-array type '${bsonTypeName(v)}'`);
}

/** The value at a concrete path (numeric parts index arrays); undefined when not reachable. */
function valueAt(doc: unknown, path: string): unknown {
  let v = doc;
  for (const p of path.split('.')) {
    if (v === null || typeof v !== 'object' || (Array.isArray(v) && !isIndex(p))) return undefined;
    v = (v as Document)[p];
  }
  return v;
}

/** MongoDB's $pull matching: a query for documents, a wrapped condition for operators, else equality. */
function pullMatcher(cond: unknown): (v: unknown) => boolean {
  if (isPlainObject(cond)) {
    const first = Object.keys(cond)[0];
    // A leading path-accepting operator ($gte, $in, $elemMatch ...) applies to the element itself;
    // otherwise (fields, or $or/$and/$nor/$expr) the condition is a query on subdocuments.
    if (
      first !== undefined &&
      first.startsWith('$') &&
      !['$or', '$and', '$nor', '$expr', '$where', '$comment'].includes(first)
    ) {
      const q = new Query({ k: cond });
      return (v) => q.test({ k: v });
    }
    const q = new Query(cond);
    return (v) => isPlainObject(v) && q.test(v);
  }
  if (cond instanceof RegExp || (cond as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') {
    const q = new Query({ k: cond });
    return (v) => q.test({ k: v });
  }
  const key = keyOf(cond);
  return (v) => keyOf(v) === key;
}

/** Applies `$pull` (concrete paths) to `doc` in place. */
export function applyPull(doc: Document, args: Document): void {
  for (const [path, cond] of Object.entries(args)) {
    const parts = path.split('.');
    const parent = parts.length === 1 ? doc : valueAt(doc, parts.slice(0, -1).join('.'));
    const last = parts[parts.length - 1]!;
    if (parent === null || typeof parent !== 'object' || (Array.isArray(parent) && !isIndex(last))) continue;
    const arr = (parent as Document)[last];
    if (arr === undefined) continue;
    if (!Array.isArray(arr)) fail(2, 'Cannot apply $pull to a non-array value');
    const matches = pullMatcher(cond);
    const kept = (arr as unknown[]).filter((v) => !matches(v));
    if (kept.length !== (arr as unknown[]).length) (parent as Document)[last] = kept;
  }
}
