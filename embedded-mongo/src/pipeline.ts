// Running an aggregation pipeline over one collection (README "Index use"): a leading `$match`
// (with a following `$sort` and a plain field `$project`) runs as a query (indexes, plain
// JavaScript filters and sorts); a `$lookup` of the simple form runs as one indexed query per input
// (lookup.ts); a `$unionWith` of a collection, and a `$lookup` of a pipeline that uses no
// variables of the input (`from`, `pipeline`, `as`), run their own pipeline the same way; mingo
// runs the other stages, in runs between those.
import type { Document } from 'bson';
import { checkFilter, emptyIfMissing, type DataStore } from './context.ts';
import { indexedLookup, simpleLookup } from './lookup.ts';
import { aggregate as runMingo } from './mingo.ts';
import { runQuery, type FindOptions } from './query-exec.ts';
import { bsonClone, isPlainObject } from './values.ts';

/** A `$project` that only keeps or drops top-level fields (the same in find and aggregate). */
function plainProjection(spec: unknown): Document | null {
  if (!isPlainObject(spec)) return null;
  const entries = Object.entries(spec);
  if (entries.length === 0) return null;
  const ok = entries.every(
    ([k, v]) => !k.startsWith('$') && !k.includes('.') && (v === 0 || v === 1 || v === true || v === false),
  );
  return ok ? spec : null;
}

/** A `$sort` on top-level fields, 1 or -1 (a find sort means the same). */
function plainSort(spec: unknown): Document | null {
  if (!isPlainObject(spec)) return null;
  const entries = Object.entries(spec);
  const ok = entries.length > 0 && entries.every(([k, v]) => !k.startsWith('$') && (v === 1 || v === -1));
  return ok ? spec : null;
}

/** The `$unionWith` of a collection by name with an optional pipeline, or null for other forms. */
function unionSpec(stage: Document): { coll: string; pipeline: Document[] } | null {
  const spec = stage.$unionWith as unknown;
  if (typeof spec === 'string') return { coll: spec, pipeline: [] };
  if (!isPlainObject(spec) || typeof spec.coll !== 'string') return null;
  if (Object.keys(spec).some((k) => k !== 'coll' && k !== 'pipeline')) return null;
  if (spec.pipeline !== undefined && !Array.isArray(spec.pipeline)) return null;
  return { coll: spec.coll, pipeline: (spec.pipeline as Document[] | undefined) ?? [] };
}

/** The `$lookup` of a pipeline without `let` or a local field (an uncorrelated one), or null. */
function pipelineLookup(stage: Document): { from: string; pipeline: Document[]; as: string } | null {
  const spec = stage.$lookup as unknown;
  if (!isPlainObject(spec) || typeof spec.from !== 'string' || typeof spec.as !== 'string') return null;
  if (Object.keys(spec).some((k) => k !== 'from' && k !== 'pipeline' && k !== 'as')) return null;
  if (!Array.isArray(spec.pipeline) || spec.as.length === 0 || spec.as.includes('.') || spec.as.startsWith('$'))
    return null;
  // `$$` would name a variable the sub-pipeline may not see here (mingo's join decides those).
  if (JSON.stringify(spec.pipeline).includes('"$$')) return null;
  return { from: spec.from, pipeline: spec.pipeline as Document[], as: spec.as };
}

/** The documents `stages` produce from the collection `name` of `db` (checked stages only). */
export function runPipeline(
  store: DataStore,
  db: string,
  name: string,
  stages: Document[],
  variables: Document | undefined,
): Document[] {
  const c = store.collection(db, name);
  let docs: Document[];
  let i = 0;
  if (stages[0]?.$match) {
    checkFilter(stages[0].$match);
    const opts: FindOptions = variables ? { variables } : {};
    i = 1;
    const sort = plainSort(stages[1]?.$sort);
    if (sort) {
      opts.sort = sort;
      i = 2;
    }
    const projection = plainProjection(stages[i]?.$project);
    if (projection) {
      opts.projection = projection;
      i++;
    }
    docs = runQuery(c, stages[0].$match as Document, opts);
  } else docs = emptyIfMissing(c);
  // Foreign documents of a mingo $lookup are copied: later stages may write into what they embed.
  const resolve = (from: string): Document[] => emptyIfMissing(store.collection(db, from)).map((d) => bsonClone(d));
  let pending: Document[] = [];
  const flush = () => {
    if (pending.length) docs = runMingo(docs, pending, resolve, variables);
    pending = [];
  };
  for (const stage of stages.slice(i)) {
    const lookup = stage.$lookup ? simpleLookup(stage) : null;
    if (lookup) {
      flush();
      const joined = indexedLookup(docs, lookup, store.collection(db, lookup.from));
      if (joined) {
        docs = joined;
        continue;
      }
    }
    const joined = stage.$lookup ? pipelineLookup(stage) : null;
    if (joined) {
      flush();
      // The same answer for every input, read once; each input gets its own array (a later mingo
      // run clones its input).
      const found = runPipeline(store, db, joined.from, joined.pipeline, variables);
      docs = docs.map((d) => ({ ...d, [joined.as]: [...found] }));
      continue;
    }
    const union = stage.$unionWith ? unionSpec(stage) : null;
    if (union) {
      flush();
      // The other collection's documents are stored ones: a later mingo run clones its input.
      docs = docs.concat(runPipeline(store, db, union.coll, union.pipeline, variables));
      continue;
    }
    pending.push(stage);
  }
  flush();
  return docs;
}
