// Find projections. mingo does the usual inclusion/exclusion work; the MongoDB rules it gets wrong
// are handled here: fields keep the stored document's order (mingo uses the projection's),
// `{_id: 1}` returns only `_id`, `$slice` neither includes nor excludes fields, the positional
// `field.$` returns the first element the filter matched, and `$elemMatch` (mingo's takes only
// conditions on fields of documents, not `{ $gt: 4 }` on plain values) returns the first element
// its condition matches.
import type { Document } from 'bson';
import { Query } from './mingo.ts';
import { getPath, isOperatorObject, isPlainObject, setPath } from './values.ts';

export function project(docs: Document[], projection: Document | undefined, filter: Document = {}): Document[] {
  if (!projection || Object.keys(projection).length === 0 || docs.length === 0) return docs;
  const entries = Object.entries(projection);
  const simple = topLevelProjection(projection);
  if (simple) return docs.map(simple);
  const isSlice = ([, v]: [string, unknown]): boolean =>
    isPlainObject(v) && Object.keys(v).length === 1 && '$slice' in v;
  const positional = entries.find(([k]) => k.endsWith('.$'));
  const slices = entries.filter(isSlice);
  const isElemMatch = ([, v]: [string, unknown]): boolean => isPlainObject(v) && '$elemMatch' in v;
  const elemMatches = entries.filter(isElemMatch);
  // An `$elemMatch` field is included like `field: 1`, then narrowed below.
  const rest = entries
    .filter((e) => e !== positional && !isSlice(e))
    .map((e): [string, unknown] => (isElemMatch(e) ? [e[0], 1] : e));
  let out: Document[];
  if (!positional && rest.every(([k]) => k === '_id')) {
    // Only `_id` besides `$slice`s: `{_id: 1}` alone returns just `_id` (mingo returns every
    // field), and `$slice` alone keeps every other field.
    const keepId = rest.length === 0 || Boolean(rest[0]![1]);
    if (slices.length === 0 && keepId) return docs.map((d) => (d._id === undefined ? {} : { _id: d._id }));
    out = docs.map((d) => sliceFields(d, Object.fromEntries([...rest, ...slices])));
  } else {
    // `$slice` neither includes nor excludes: with an inclusion projection the sliced field is
    // included, with an exclusion one it stays; it is applied after mingo's projection.
    const inclusion = rest.some(([k, v]) => k !== '_id' && (isPlainObject(v) || Boolean(v)));
    const spec: Document = Object.fromEntries(rest);
    if (positional) spec[positional[0].slice(0, -2)] = 1;
    if (inclusion) for (const [k] of slices) spec[k] = 1;
    out = new Query({}).find(docs, spec as never).all() as Document[];
    if (slices.length > 0) out = out.map((d) => sliceFields(d, Object.fromEntries(slices)));
  }
  if (positional) {
    const field = positional[0].slice(0, -2);
    out = out.map((d, i) => withMatchedElement(d, docs[i]!, field, filter));
  }
  for (const [field, spec] of elemMatches) {
    const q = new Query({ v: { $elemMatch: (spec as Document).$elemMatch } });
    out = out.map((d, i) => {
      const arr = docs[i]![field];
      const hit = Array.isArray(arr) ? arr.find((el) => q.test({ v: [el] })) : undefined;
      const { [field]: _dropped, ...others } = d;
      return hit === undefined ? others : { ...others, [field]: [hit] };
    });
  }
  return out.map((d, i) => inDocumentOrder(d, docs[i]!));
}

/**
 * The common case without mingo: only top-level field names mapped to booleans or numbers (no
 * dots, no operators), all inclusions or all exclusions besides `_id`. Answers whether a stored
 * field stays: an inclusion keeps `_id` (unless it is excluded) and the named fields, an exclusion
 * drops the named ones. null for anything else (`_id` alone has its own rule in `project`; a mix
 * is mingo's error to report).
 */
export function topLevelKeep(projection: Document): ((field: string) => boolean) | null {
  const flags = new Map<string, boolean>();
  for (const [k, v] of Object.entries(projection)) {
    if (k.includes('.') || k.startsWith('$') || (typeof v !== 'boolean' && typeof v !== 'number')) return null;
    flags.set(k, Boolean(v));
  }
  const others = [...flags].filter(([k]) => k !== '_id');
  if (others.length === 0) return null;
  const inclusion = others[0]![1];
  if (others.some(([, v]) => v !== inclusion)) return null;
  const keepId = flags.get('_id') ?? true;
  const named = new Set(others.map(([k]) => k));
  return (field) => (field === '_id' ? keepId : named.has(field) === inclusion);
}

/** `topLevelKeep` as a projection of objects; both keep the stored document's field order. */
function topLevelProjection(projection: Document): ((d: Document) => Document) | null {
  const keep = topLevelKeep(projection);
  if (!keep) return null;
  return (d) => {
    const out: Document = {};
    for (const k of Object.keys(d)) if (keep(k)) out[k] = d[k];
    return out;
  };
}

function inDocumentOrder(projected: Document, original: Document): Document {
  const out: Document = {};
  for (const k of Object.keys(original)) if (k in projected) out[k] = projected[k];
  for (const k of Object.keys(projected)) if (!(k in out)) out[k] = projected[k];
  return out;
}

function sliceFields(doc: Document, projection: Document): Document {
  const copy: Document = { ...doc };
  for (const [field, spec] of Object.entries(projection)) {
    if (field === '_id') {
      if (!spec) delete copy._id;
      continue;
    }
    const arr = getPath(doc, field);
    if (!Array.isArray(arr)) continue;
    const s = (spec as Document).$slice as number | [number, number];
    const sliced = Array.isArray(s)
      ? arr.slice(s[0] < 0 ? Math.max(arr.length + s[0], 0) : s[0]).slice(0, s[1])
      : s >= 0
        ? arr.slice(0, s)
        : arr.slice(s);
    if (field.includes('.')) {
      const clone = structuredCloneShallowPath(copy, field);
      setPath(clone, field, sliced);
      Object.assign(copy, clone);
    } else copy[field] = sliced;
  }
  return copy;
}

/** Copies the objects along a dotted path so setting it does not touch the stored document. */
function structuredCloneShallowPath(doc: Document, path: string): Document {
  const root: Document = { ...doc };
  let o = root;
  for (const p of path.split('.').slice(0, -1)) {
    if (!isPlainObject(o[p])) break;
    o[p] = { ...(o[p] as Document) };
    o = o[p] as Document;
  }
  return root;
}

/** `field.$`: the first array element satisfying the filter's conditions on that field. */
function withMatchedElement(projected: Document, original: Document, field: string, filter: Document): Document {
  const arr = getPath(original, field);
  if (!Array.isArray(arr)) return projected;
  const conditions: Document = {};
  for (const [k, v] of Object.entries(filter)) {
    if (k === field) conditions.v = v;
    else if (k.startsWith(`${field}.`)) conditions[`v.${k.slice(field.length + 1)}`] = v;
  }
  const elemMatch = isOperatorObject(conditions.v) && (conditions.v as Document).$elemMatch;
  if (elemMatch) conditions.v = { $elemMatch: elemMatch };
  const q = new Query(conditions);
  const hit = arr.find((el) => q.test({ v: Array.isArray(el) ? [el] : el }));
  const copy = structuredCloneShallowPath(projected, field);
  setPath(copy, field, hit === undefined ? [] : [hit]);
  return copy;
}
