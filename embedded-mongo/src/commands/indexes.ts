// createIndexes, listIndexes, dropIndexes. The `_id_` index is implicit (the collection's id map).
import type { Document } from 'bson';
import { ID_INDEX } from '../collection.ts';
import { collectionName, type CommandContext, type Handler } from '../context.ts';
import { fail } from '../errors.ts';
import type { IndexSpec } from '../indexes.ts';
import { isPlainObject, keyOf } from '../values.ts';

const OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds'] as const;

function toSpec(raw: Document): IndexSpec {
  const key = raw.key as Document | undefined;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0)
    fail(67, 'Index key pattern must be a non-empty object');
  for (const [field, dir] of Object.entries(key!)) {
    if (typeof dir === 'string')
      fail(67, `Index type '${dir}' on field '${field}' is not supported by the embedded server`);
    if (Number(dir) !== 1 && Number(dir) !== -1)
      fail(67, `Values in the index key pattern can only be 1 or -1: ${field}`);
  }
  const name =
    (raw.name as string | undefined) ??
    Object.entries(key!)
      .map(([f, d]) => `${f}_${Number(d)}`)
      .join('_');
  const spec: IndexSpec = { key: key!, name };
  for (const opt of OPTIONS)
    if (raw[opt] !== undefined && raw[opt] !== false) (spec as unknown as Document)[opt] = raw[opt];
  if (spec.expireAfterSeconds !== undefined) spec.expireAfterSeconds = Number(spec.expireAfterSeconds);
  return spec;
}

const sameOptions = (a: IndexSpec, b: IndexSpec): boolean => OPTIONS.every((o) => keyOf(a[o]) === keyOf(b[o]));

export const createIndexes: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const specs = ((cmd.indexes as Document[] | undefined) ?? []).map(toSpec);
  if (specs.length === 0) fail(2, 'Must specify at least one index to create');
  const existed = ctx.engine.collection(ctx.db, name);
  const c = existed ?? ctx.engine.ensureCollection(ctx.db, name);
  const before = c.indexes.size + 1;
  for (const spec of specs) {
    if (keyOf(spec.key) === keyOf(ID_INDEX.key) && !spec.unique && !spec.sparse) continue;
    const sameName = c.indexes.get(spec.name);
    if (sameName) {
      if (keyOf(sameName.spec.key) !== keyOf(spec.key))
        fail(
          86,
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      if (!sameOptions(sameName.spec, spec))
        fail(85, `An existing index has the same name as the requested index but different options: ${spec.name}`);
      continue;
    }
    const sameKey = [...c.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(spec.key));
    if (sameKey) fail(85, `Index already exists with a different name: ${sameKey.name}`);
    ctx.engine.createIndex(c, spec);
  }
  const after = c.indexes.size + 1;
  const reply: Document = {
    numIndexesBefore: before,
    numIndexesAfter: after,
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
  if (before === after) reply.note = 'all indexes already exist';
  return reply;
};

export const listIndexes: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.engine.collection(ctx.db, name);
  if (!c) return fail(26, `ns does not exist: ${ctx.db}.${name}`);
  const list = [{ v: 2, key: ID_INDEX.key, name: ID_INDEX.name }, ...[...c.indexes.values()].map((i) => i.describe())];
  return ctx.cursors.first(`${ctx.db}.${name}`, list, undefined);
};

export const dropIndexes: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.engine.collection(ctx.db, name);
  if (!c) return fail(26, `ns not found ${ctx.db}.${name}`);
  const before = c.indexes.size + 1;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...c.indexes.keys()];
  else if (Array.isArray(target)) names = target.map(String);
  else if (typeof target === 'string') names = [target];
  else if (target && typeof target === 'object') {
    const found = [...c.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(target));
    if (!found) return fail(27, `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else return fail(9, 'dropIndexes requires an index name, key pattern or "*"');
  if (names.includes('_id_')) fail(72, 'cannot drop _id index');
  for (const n of names) if (!c.indexes.has(n)) fail(27, `index not found with name [${n}]`);
  for (const n of names) ctx.engine.dropIndex(c, n);
  return { nIndexesWas: before, ok: 1 };
};

/** Whether two key patterns name the same fields in the same order with the same directions. */
const sameKey = (a: Document, b: Document): boolean => {
  const x = Object.entries(a);
  const y = Object.entries(b);
  return (
    x.length === y.length && x.every(([k, v], i) => y[i]![0] === k && keyOf(Number(v)) === keyOf(Number(y[i]![1])))
  );
};

/**
 * A command's `hint` (find, aggregate, count, distinct, findAndModify, an update or delete
 * statement) must name an existing index, by name or key pattern, or be `$natural`; otherwise
 * MongoDB's error 2. A missing collection has no plan to hint, so MongoDB answers its empty
 * result. The planner here picks its own index either way: a hint changes a plan, never the answer.
 */
export function checkHint(ctx: CommandContext, name: string, hint: unknown): void {
  if (hint === undefined || hint === null) return;
  if (isPlainObject(hint) && (Object.keys(hint).length === 0 || '$natural' in hint)) return;
  const c = ctx.engine.collection(ctx.db, name);
  if (!c) return;
  const all = [ID_INDEX, ...[...c.indexes.values()].map((i) => i.spec)];
  const found =
    typeof hint === 'string'
      ? all.some((i) => i.name === hint)
      : isPlainObject(hint) && all.some((i) => sameKey(i.key, hint));
  if (!found) fail(2, 'hint provided does not correspond to an existing index');
}
