// Applying an update document (operators, replacement or pipeline) to a copy of a document.
// mingo does the operator work; this module adds what MongoDB checks and mingo does not:
// $setOnInsert, conflicting paths (40), immutable _id (66, an unchanged _id is fine), $inc/$mul
// on non-numbers (14); update-paths.ts resolves positional paths, path errors (28, 2) and $pull.
import { BSON, ObjectId, type Document } from 'bson';
import { fail } from './errors.ts';
import { aggregate, applyOperators, applyOperatorsMany } from './mingo.ts';
import { applyPull, arrayFilterQueries, checkPath, expandPath } from './update-paths.ts';
import {
  bsonClone,
  bsonTypeName,
  getPath,
  idFirst,
  isNumeric,
  isOperatorObject,
  isPlainObject,
  keyOf,
  setPath,
} from './values.ts';

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$rename',
  '$currentDate',
  '$bit',
  '$setOnInsert',
]);

export interface UpdateSpec {
  update: Document | Document[];
  arrayFilters?: Document[];
  filter: Document;
  /** The command's `let` (and the statement's `c`): `$$name` variables for pipeline updates. */
  variables?: Document;
}

export const isReplacement = (u: Document | Document[]): boolean =>
  !Array.isArray(u) && !Object.keys(u).some((k) => k.startsWith('$'));

/** Validates an update document before any document is touched. */
export function validateUpdate(u: Document | Document[]): void {
  if (Array.isArray(u)) return;
  const keys = Object.keys(u);
  if (isReplacement(u)) return;
  const paths: string[] = [];
  for (const op of keys) {
    if (!op.startsWith('$'))
      fail(
        9,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!OPERATORS.has(op))
      fail(
        9,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    const args = u[op];
    if (!isPlainObject(args)) fail(9, `Modifiers operate on fields but we found type ${typeof args} instead.`);
    for (const [path, arg] of Object.entries(args)) {
      paths.push(path);
      if (op === '$rename') paths.push(String(arg));
      if ((op === '$inc' || op === '$mul') && !isNumeric(arg)) {
        fail(
          14,
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${JSON.stringify(arg)}}`,
        );
      }
    }
  }
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (a === b || b.startsWith(`${a}.`)) fail(40, `Updating the path '${b}' would create a conflict at '${a}'`);
  }
}

/**
 * Returns the updated copy of `doc` (never modifies it). `inserting` is true when building an
 * upsert's new document, the only case where $setOnInsert applies.
 */
export function applyUpdate(doc: Document, spec: UpdateSpec, inserting: boolean): Document {
  const u = spec.update;
  if (Array.isArray(u)) {
    const out = aggregate([doc], u, () => [], spec.variables)[0] ?? {};
    // As for a replacement, a result without `_id` keeps the document's (MongoDB's pipeline
    // updates replace the document through the same path).
    if (out._id === undefined && doc._id !== undefined) out._id = doc._id;
    return checkId(doc, idFirst(out));
  }
  if (isReplacement(u)) {
    if ('_id' in u && doc._id !== undefined && keyOf(u._id) !== keyOf(doc._id)) immutableId();
    const { _id: _ignored, ...rest } = bsonClone(u);
    return { _id: doc._id, ...rest };
  }
  const copy = bsonClone(doc);
  const ops = resolveOperators(copy, u, spec, inserting);
  checkNumeric(copy, ops);
  // $pull is applied here, not by mingo (see update-paths.ts); its paths never overlap others.
  const pull = ops.$pull as Document | undefined;
  delete ops.$pull;
  if (Object.keys(ops).length > 0) applyOperators(copy, ops, undefined, {});
  if (pull) applyPull(copy, pull);
  return checkId(doc, idFirst(copy));
}

/**
 * The operators with every path concrete (positional forms resolved against `copy`), checked the
 * way MongoDB checks them; an unchanged `_id` in $set is dropped (MongoDB accepts it), a new one
 * is taken when inserting.
 */
function resolveOperators(copy: Document, u: Document, spec: UpdateSpec, inserting: boolean): Document {
  const ops = operatorsFor(u, inserting);
  const filters = arrayFilterQueries(spec.arrayFilters);
  const out: Document = {};
  for (const [op, args] of Object.entries(ops)) {
    const resolved: Document = {};
    for (const [path, arg] of Object.entries(args as Document)) {
      if (op === '$set' && path === '_id') {
        if (copy._id === undefined) copy._id = bsonClone({ v: arg }).v;
        else if (keyOf(arg) !== keyOf(copy._id)) immutableId();
        continue;
      }
      for (const p of expandPath(copy, path, inserting ? undefined : spec.filter, filters)) {
        checkPath(copy, op, p);
        resolved[p] = arg;
      }
    }
    if (Object.keys(resolved).length > 0) out[op] = resolved;
  }
  return out;
}

/**
 * `applyUpdate` for many documents at once (updateMany): one mingo call for the whole batch.
 * Returns null when the batch fails or needs per-document work (positional paths, $pull, `_id`),
 * so the caller can redo it document by document and report an error where MongoDB would (after
 * the documents before it were updated).
 */
export function applyUpdateBatch(docs: Document[], spec: UpdateSpec): Document[] | null {
  const u = spec.update;
  if (docs.length < 2 || Array.isArray(u) || isReplacement(u)) return null;
  try {
    const ops = operatorsFor(u, false);
    if (ops.$pull || hasPositional(ops) || Object.values(ops).some((a) => '_id' in (a as Document))) return null;
    const copies = docs.map((d) => bsonClone(d));
    for (const c of copies) {
      checkNumeric(c, ops);
      for (const [op, args] of Object.entries(ops)) for (const p of Object.keys(args as Document)) checkPath(c, op, p);
    }
    if (Object.keys(ops).length > 0) applyOperatorsMany(copies, ops, undefined, {});
    return copies.map((c, i) => checkId(docs[i]!, idFirst(c)));
  } catch {
    return null;
  }
}

function operatorsFor(u: Document, inserting: boolean): Document {
  const ops: Document = { ...u };
  if (ops.$setOnInsert) {
    if (inserting) ops.$set = { ...(ops.$set as Document | undefined), ...(ops.$setOnInsert as Document) };
    delete ops.$setOnInsert;
  }
  return ops;
}

const hasPositional = (ops: Document): boolean =>
  Object.values(ops).some((args) => Object.keys(args as Document).some((p) => p.includes('$')));

function checkNumeric(copy: Document, ops: Document): void {
  for (const op of ['$inc', '$mul']) {
    for (const path of Object.keys((ops[op] as Document | undefined) ?? {})) {
      if (path.includes('$')) continue;
      const current = getPath(copy, path);
      if (current !== undefined && current !== null && !isNumeric(current)) {
        fail(
          14,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(String(copy._id))}} has the field '${path.split('.').pop()}' of non-numeric type ${bsonTypeName(current)}`,
        );
      }
    }
  }
}

function checkId(before: Document, after: Document): Document {
  if (before._id !== undefined && keyOf(after._id) !== keyOf(before._id)) immutableId();
  return after;
}

const immutableId = (): never =>
  fail(66, "Performing an update on the path '_id' would modify the immutable field '_id'");

/** True when the update changed anything (byte comparison, like MongoDB's no-op detection). */
export function changed(a: Document, b: Document): boolean {
  return Buffer.compare(BSON.serialize(a), BSON.serialize(b)) !== 0;
}

/**
 * The document an upsert starts from: the filter's equality conditions (top level, `$and`,
 * `$eq`), with `_id` from the filter when given. The update is applied on top of it.
 */
function upsertBase(filter: Document): Document {
  const base: Document = {};
  const collect = (f: Document): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((s) => isPlainObject(s) && collect(s));
      else if (k.startsWith('$')) continue;
      else if (!isOperatorObject(v)) setPath(base, k, v);
      else if ('$eq' in v) setPath(base, k, v.$eq);
    }
  };
  collect(filter);
  return bsonClone(base);
}

/** Builds the upserted document (with an `_id`, first). */
export function buildUpsert(spec: UpdateSpec): Document {
  const base = upsertBase(spec.filter);
  let doc: Document;
  if (!Array.isArray(spec.update) && isReplacement(spec.update)) {
    const repl = bsonClone(spec.update);
    doc = { _id: repl._id ?? base._id, ...repl };
  } else {
    doc = applyUpdate({ ...base }, spec, true);
  }
  if (doc._id === undefined) doc._id = new ObjectId();
  return idFirst(doc);
}
