// find, getMore, killCursors, count, distinct.
import type { Document } from 'bson';
import { collectionName, type Handler } from '../context.ts';
import { fail } from '../errors.ts';
import { runQuery } from '../query-exec.ts';
import { rawEncoder } from '../raw-docs.ts';
import { keyOf, valuesAt } from '../values.ts';
import { commandVariables } from '../mingo.ts';
import { checkHint } from './indexes.ts';

const num = (v: unknown): number | undefined => (v === undefined || v === null ? undefined : Number(v));

export const find: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.store.collection(ctx.db, name);
  checkHint(ctx, name, cmd.hint);
  const limit = num(cmd.limit);
  const projection = cmd.projection as Document | undefined;
  // Stored documents (no projection, or one of top-level fields) go as their kept encodings.
  const encode = rawEncoder(projection) ?? undefined;
  const docs = runQuery(c, cmd.filter as Document | undefined, {
    sort: cmd.sort as Document | undefined,
    skip: num(cmd.skip),
    limit,
    projection: encode ? undefined : projection,
    variables: commandVariables(cmd.let),
  });
  const single = cmd.singleBatch === true || (limit !== undefined && limit < 0);
  // find's batchSize 0 means "server default", unlike aggregate's.
  return ctx.cursors.first(`${ctx.db}.${name}`, docs, num(cmd.batchSize) || undefined, single, encode);
};

export const getMore: Handler = (cmd, ctx) => {
  const id = Number(cmd.getMore);
  if (typeof cmd.collection !== 'string') fail(9, 'getMore requires a collection');
  const maxTimeMS = cmd.maxTimeMS === undefined ? undefined : Number(cmd.maxTimeMS);
  return ctx.cursors.more(id, `${ctx.db}.${cmd.collection as string}`, num(cmd.batchSize), maxTimeMS);
};

export const killCursors: Handler = (cmd, ctx) => {
  const ids = ((cmd.cursors as unknown[]) ?? []).map(Number);
  return ctx.cursors.kill(ids);
};

export const count: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.store.collection(ctx.db, name);
  checkHint(ctx, name, cmd.hint);
  const query = cmd.query as Document | undefined;
  // estimatedDocumentCount: no filter, no skip/limit -> the collection size, without a scan.
  if ((!query || Object.keys(query).length === 0) && !cmd.skip && !cmd.limit) return { n: c?.docs.size ?? 0, ok: 1 };
  const n = runQuery(c, (cmd.query as Document | undefined) ?? {}, {
    skip: num(cmd.skip),
    limit: num(cmd.limit),
  }).length;
  return { n, ok: 1 };
};

export const distinct: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.store.collection(ctx.db, name);
  checkHint(ctx, name, cmd.hint);
  if (typeof cmd.key !== 'string') fail(14, "BSON field 'distinct.key' is missing or not a string");
  const seen = new Map<string, unknown>();
  for (const doc of runQuery(c, (cmd.query as Document | undefined) ?? {})) {
    for (const v of valuesAt(doc, cmd.key as string)) {
      // Arrays contribute their elements, as in MongoDB.
      for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined && !seen.has(keyOf(x))) seen.set(keyOf(x), x);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};
