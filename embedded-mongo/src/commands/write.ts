// insert, update, delete. Each document write is checked on a copy and then committed, so a
// failing document leaves no trace; per-document failures become `writeErrors` (ok:1) and an
// ordered batch stops at the first one, as in MongoDB.
import { BSON, ObjectId, type Document } from 'bson';
import { collectionName, type Handler } from '../context.ts';
import { fail, toCommandError } from '../errors.ts';
import { runQuery } from '../query-exec.ts';
import { applyUpdate, applyUpdateBatch, buildUpsert, changed, isReplacement, validateUpdate } from '../update.ts';
import { idFirst, isPlainObject } from '../values.ts';
import { MAX_BSON_OBJECT_SIZE } from '../wire.ts';
import { commandVariables } from '../mingo.ts';
import { checkHint } from './indexes.ts';

interface BatchResult {
  writeErrors: Document[];
}

/** Runs `each` over a batch, collecting write errors; stops at the first when ordered. */
function eachWrite<T>(items: T[], ordered: boolean, result: BatchResult, each: (item: T, index: number) => void): void {
  for (let i = 0; i < items.length; i++) {
    try {
      each(items[i]!, i);
    } catch (e) {
      result.writeErrors.push(toCommandError(e).toWriteError(i));
      if (ordered) break;
    }
  }
}

function finish(reply: Document, result: BatchResult): Document {
  if (result.writeErrors.length > 0) reply.writeErrors = result.writeErrors;
  return reply;
}

const batch = (cmd: Document, field: string): Document[] => {
  const items = cmd[field];
  if (!Array.isArray(items)) return fail(9, `BSON field '${field}' is missing but a required field`);
  return items as Document[];
};

export const insert: Handler = (cmd, ctx) => {
  const c = ctx.store.ensureCollection(ctx.db, collectionName(cmd));
  const result: BatchResult = { writeErrors: [] };
  let n = 0;
  eachWrite(batch(cmd, 'documents'), cmd.ordered !== false, result, (raw) => {
    if (!isPlainObject(raw)) fail(2, 'document to insert must be an object');
    const doc = idFirst(raw._id === undefined ? { _id: new ObjectId(), ...raw } : raw);
    if (Array.isArray(doc._id)) fail(2, `The '_id' value cannot be of type array`);
    // maxBsonObjectSize from hello: the driver checks it, a raw client might not.
    const size = BSON.calculateObjectSize(doc);
    if (size > MAX_BSON_OBJECT_SIZE)
      fail(10334, `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`);
    c.checkUnique(doc);
    ctx.store.insert(c, doc);
    n++;
  });
  return finish({ n, ok: 1 }, result);
};

export const update: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const result: BatchResult = { writeErrors: [] };
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  // `let` applies to the filter and the update, a statement's `c` only to its pipeline.
  const vars = commandVariables(cmd.let);
  eachWrite(batch(cmd, 'updates'), cmd.ordered !== false, result, (op, index) => {
    const u = op.u as Document | Document[];
    checkHint(ctx, name, op.hint);
    const variables = op.c ? { ...vars, ...(op.c as Document) } : vars;
    const spec = {
      update: u,
      filter: (op.q as Document) ?? {},
      arrayFilters: op.arrayFilters as Document[] | undefined,
      variables,
    };
    validateUpdate(u);
    if (op.multi && isReplacement(u)) fail(9, 'multi update is not supported for replacement-style update');
    // Like MongoDB, only an upsert creates the collection.
    const c = op.upsert ? ctx.store.ensureCollection(ctx.db, name) : ctx.store.collection(ctx.db, name);
    const matches = runQuery(c, spec.filter, { limit: op.multi ? 0 : 1, variables: vars });
    if (!c) return;
    if (matches.length === 0 && op.upsert) {
      const doc = buildUpsert(spec);
      c.checkUnique(doc);
      ctx.store.insert(c, doc);
      upserted.push({ index, _id: doc._id });
      n++;
      return;
    }
    const batchResult = applyUpdateBatch(matches, spec);
    matches.forEach((doc, i) => {
      const next = batchResult ? batchResult[i]! : applyUpdate(doc, spec, false);
      n++;
      if (!changed(doc, next)) return;
      c.checkUnique(next, doc);
      ctx.store.replace(c, doc, next);
      nModified++;
    });
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length > 0) reply.upserted = upserted;
  return finish(reply, result);
};

export const remove: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.store.collection(ctx.db, name);
  const result: BatchResult = { writeErrors: [] };
  const variables = commandVariables(cmd.let);
  let n = 0;
  eachWrite(batch(cmd, 'deletes'), cmd.ordered !== false, result, (op) => {
    const limit = Number(op.limit ?? 0);
    if (limit !== 0 && limit !== 1) fail(9, 'The limit field in delete objects must be 0 or 1');
    checkHint(ctx, name, op.hint);
    for (const doc of runQuery(c, (op.q as Document) ?? {}, { limit, variables })) {
      ctx.store.remove(c!, doc);
      n++;
    }
  });
  return finish({ n, ok: 1 }, result);
};
