// One mingo setup for the whole server. Closes two gaps of mingo against MongoDB:
// `$type: 'objectId'` (mingo matches nothing, it has no ObjectId notion) and Long/Decimal128
// values (mingo cannot compare wrapper objects; the wire decoder promotes Longs to numbers).
import { Context, ProcessingMode } from 'mingo';
import { Query as QueryBase } from 'mingo/query';
import { Aggregator as AggregatorBase } from 'mingo/aggregator';
import * as accumulatorOps from 'mingo/operators/accumulator';
import * as expressionOps from 'mingo/operators/expression';
import * as pipelineOps from 'mingo/operators/pipeline';
import * as projectionOps from 'mingo/operators/projection';
import * as queryOps from 'mingo/operators/query';
import * as windowOps from 'mingo/operators/window';
import { update as mingoUpdate, updateMany as mingoUpdateMany } from 'mingo/updater';
import type { AnyObject, Options } from 'mingo/types';
import type { Document } from 'bson';
import { MongoCommandError } from './errors.ts';
import { isPlainObject, valuesAt } from './values.ts';

type QueryOp = (selector: string, value: unknown, options: Options) => (obj: unknown) => boolean;

const OBJECT_ID_TYPES = new Set<unknown>(['objectId', 7]);

// mingo's $type only knows JS types; add BSON's objectId (alias and number 7).
const $type: QueryOp = (selector, value, options) => {
  const wanted = Array.isArray(value) ? value : [value];
  const others = wanted.filter((t) => !OBJECT_ID_TYPES.has(t));
  const base = others.length > 0 ? (queryOps.$type as unknown as QueryOp)(selector, others, options) : () => false;
  const wantsOid = others.length < wanted.length;
  return (obj) =>
    base(obj) ||
    (wantsOid &&
      valuesAt(obj, selector).some((v) => {
        const items = Array.isArray(v) ? [v, ...v] : [v];
        return items.some((x) => (x as { _bsontype?: string } | null)?._bsontype === 'ObjectId');
      }));
};

// mingo rebuilds its operator tables (Context.from) for every Query built from plain options,
// which costs ~50 µs: more than an indexed findOne. Given its own options class (ComputeOptions,
// not exported) it reuses them. This operator only exists to capture that class once.
type OptionsClass = { init(o: unknown): Options };
let optionsClass: OptionsClass | undefined;
const $__captureOptions: QueryOp = (_selector, _value, options) => {
  optionsClass = options.constructor as unknown as OptionsClass;
  return () => true;
};

const context = Context.init({
  accumulator: accumulatorOps,
  expression: expressionOps,
  pipeline: pipelineOps,
  projection: projectionOps,
  query: { ...queryOps, $type, $__captureOptions } as unknown as typeof queryOps,
  window: windowOps,
} as never);

const baseOptions: Partial<Options> = { context, useStrictMode: true, scriptEnabled: false };
new QueryBase({ x: { $__captureOptions: 1 } }, baseOptions);
const prepared: Partial<Options> = optionsClass ? optionsClass.init(baseOptions) : baseOptions;

export class Query extends QueryBase<AnyObject> {
  /** `variables`: the command's `let` (for `$$name` in `$expr`); they cost a fresh mingo setup. */
  constructor(filter: Document, variables?: Document) {
    try {
      super(filter, variables ? { ...baseOptions, variables } : prepared);
    } catch (e) {
      throw queryError(e);
    }
  }
}

/** mingo's parse errors for unknown operators, in MongoDB's words (BadValue). */
function queryError(e: unknown): unknown {
  const message = e instanceof Error ? e.message : '';
  const op = /^unknown query operator (\S+)/.exec(message);
  if (op) return new MongoCommandError(2, `unknown operator: ${op[1]}`);
  const top = /^unknown top level operator: (\S+)/.exec(message);
  if (top) {
    return new MongoCommandError(
      2,
      `unknown top level operator: ${top[1]}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`,
    );
  }
  return e;
}

/** True for a pipeline stage name this server runs (mingo's stages). */
export const isKnownStage = (name: string): boolean => Object.hasOwn(pipelineOps, name);

/**
 * Aggregation over stored documents. CLONE_INPUT because mingo's `$set`/`$addFields` would
 * otherwise write into the stored documents (which the server treats as immutable).
 */
export function aggregate(
  docs: Document[],
  pipeline: Document[],
  resolve: (name: string) => Document[],
  variables?: Document,
): Document[] {
  const agg = new AggregatorBase(pipeline, {
    ...baseOptions,
    ...(variables ? { variables } : {}),
    processingMode: ProcessingMode.CLONE_INPUT,
    collectionResolver: resolve as never,
  });
  return agg.run(docs);
}

/**
 * A command's `let`: MongoDB evaluates each value once as an expression without a document
 * (`{ $add: [1, 1] }` is 2, `{ $literal: '$a' }` that string); mingo would use the spec as given.
 */
export function commandVariables(vars: unknown): Document | undefined {
  if (!isPlainObject(vars) || Object.keys(vars).length === 0) return undefined;
  return aggregate([{}], [{ $addFields: vars }], () => [])[0];
}

/** Applies update operators to every document of `docs` in place (one mingo setup for all). */
export function applyOperatorsMany(
  docs: Document[],
  update: Document,
  arrayFilters: Document[] | undefined,
  filter: Document,
): void {
  mingoUpdateMany(docs, filter, update as never, { arrayFilters, cloneMode: 'deep' }, baseOptions);
}

/** Applies update operators to `doc` in place; returns the modified paths. */
export function applyOperators(
  doc: Document,
  update: Document,
  arrayFilters: Document[] | undefined,
  filter: Document,
): string[] {
  return mingoUpdate(doc, update as never, arrayFilters ?? [], filter, {
    cloneMode: 'deep',
    queryOptions: baseOptions,
  });
}
