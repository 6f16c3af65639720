// Running a filter with sort/skip/limit/projection over a collection, using indexes for the
// candidate set (Collection.candidates) and mingo for matching, sorting and projecting, with plain
// JavaScript for the common simple filters and sorts (fast-path.ts).
import type { Document } from 'bson';
import { checkFilter, type CollectionData } from './context.ts';
import { compileFastFilter, fastSort } from './fast-path.ts';
import { Query } from './mingo.ts';
import { project } from './projection.ts';

export interface FindOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
  /** The command's `let`: variables for `$expr`. */
  variables?: Document;
}

export function runQuery(c: CollectionData | undefined, filter: Document = {}, opts: FindOptions = {}): Document[] {
  checkFilter(filter);
  // A filter the fast path compiles uses only operators it knows, so it is valid; mingo compiles
  // it only for a document the fast path is unsure of. Any other filter is compiled first: an
  // invalid filter is an error even on a missing collection, as in MongoDB.
  const fastTest = opts.variables ? null : compileFastFilter(filter);
  let query = fastTest ? undefined : new Query(filter, opts.variables);
  if (!c) return [];
  const candidates = c.candidates(filter);
  const slow = (d: Document) => (query ??= new Query(filter, opts.variables)).test(d);
  const matches = fastTest ? (d: Document) => fastTest(d) ?? slow(d) : slow;
  const hasSort = opts.sort && Object.keys(opts.sort).length > 0;
  const limit = opts.limit ? Math.abs(opts.limit) : 0;
  const skip = opts.skip ?? 0;
  // Fast path without sort: stop scanning once skip+limit documents matched.
  if (!hasSort) {
    const out: Document[] = [];
    let skipped = 0;
    for (const doc of candidates) {
      if (!matches(doc)) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      out.push(doc);
      if (limit && out.length >= limit) break;
    }
    return project(out, opts.projection, filter);
  }
  const matched = candidates.filter(matches);
  const fast = fastSort(matched, opts.sort!, limit ? skip + limit : 0);
  const sorted =
    fast ??
    (new Query({})
      .find(matched)
      .sort(opts.sort as never)
      .all() as Document[]);
  return project(sorted.slice(skip, limit ? skip + limit : undefined), opts.projection, filter);
}
