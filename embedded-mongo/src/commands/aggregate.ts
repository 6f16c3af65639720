// aggregate: the stages are checked here and run by pipeline.ts (indexed queries where it can,
// mingo for the rest).
import type { Document } from 'bson';
import { collectionName, type Handler } from '../context.ts';
import { fail } from '../errors.ts';
import { commandVariables, isKnownStage, Query } from '../mingo.ts';
import { checkHint } from './indexes.ts';
import { runPipeline } from '../pipeline.ts';
import { openChangeStream } from '../change-streams.ts';

const UNSUPPORTED: Record<string, [number, string]> = {
  $out: [2, '$out is not supported by the embedded MongoDB-compatible server'],
  $merge: [2, '$merge is not supported by the embedded MongoDB-compatible server'],
  $geoNear: [2, '$geoNear is not supported by the embedded MongoDB-compatible server'],
};

export const aggregate: Handler = (cmd, ctx) => {
  const first = Array.isArray(cmd.pipeline) ? (cmd.pipeline[0] as Document | undefined) : undefined;
  if (first && '$changeStream' in first) return openChangeStream(cmd, ctx);
  if (cmd.aggregate === 1) fail(2, 'collection-less aggregate is not supported by the embedded server');
  const name = collectionName(cmd);
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline)) return fail(14, "'pipeline' option must be specified as an array");
  const variables = commandVariables(cmd.let);
  for (const [i, stage] of (pipeline as Document[]).entries()) {
    const op = Object.keys(stage)[0] ?? '';
    const unsupported = UNSUPPORTED[op];
    if (unsupported) fail(unsupported[0], unsupported[1]);
    if (Object.keys(stage).length !== 1)
      fail(40323, 'A pipeline stage specification object must contain exactly one field.');
    if (!isKnownStage(op)) fail(40324, `Unrecognized pipeline stage name: '${op}'`);
    // Parsed up front so a bad filter fails even when no document reaches the stage (a leading
    // $match is parsed by runQuery, which also fails on a missing collection).
    if (op === '$match' && i > 0) new Query(stage.$match as Document, variables);
  }
  if (cmd.explain) fail(2, 'explain is not supported by the embedded server');
  checkHint(ctx, name, cmd.hint);
  const out = runPipeline(ctx.store, ctx.db, name, pipeline as Document[], variables);
  const cursor = (cmd.cursor as Document | undefined) ?? {};
  const batchSize = cursor.batchSize === undefined ? undefined : Number(cursor.batchSize);
  return ctx.cursors.first(`${ctx.db}.${name}`, out, batchSize);
};
