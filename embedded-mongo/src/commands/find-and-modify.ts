// findAndModify (findOneAndUpdate / findOneAndReplace / findOneAndDelete). Errors here are
// command errors (ok:0), e.g. DuplicateKey with keyPattern/keyValue.
import type { Document } from 'bson';
import { collectionName, type Handler } from '../context.ts';
import { fail } from '../errors.ts';
import { runQuery } from '../query-exec.ts';
import { applyUpdate, buildUpsert, changed, validateUpdate } from '../update.ts';
import { project } from '../projection.ts';
import { commandVariables } from '../mingo.ts';
import { checkHint } from './indexes.ts';

function projectOne(doc: Document | null, fields: Document | undefined): Document | null {
  return doc ? (project([doc], fields)[0] ?? null) : null;
}

export const findAndModify: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const filter = (cmd.query as Document | undefined) ?? {};
  const fields = cmd.fields as Document | undefined;
  const u = cmd.update as Document | Document[] | undefined;
  if (cmd.remove && u) fail(9, 'Cannot specify both an update and remove=true');
  if (!cmd.remove && !u) fail(9, 'Either an update or remove=true must be specified');
  if (u) validateUpdate(u);

  const existing = ctx.store.collection(ctx.db, name);
  checkHint(ctx, name, cmd.hint);
  const variables = commandVariables(cmd.let);
  const match = runQuery(existing, filter, { sort: cmd.sort as Document | undefined, limit: 1, variables })[0];

  if (cmd.remove) {
    if (!match) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    ctx.store.remove(existing!, match);
    return { lastErrorObject: { n: 1 }, value: projectOne(match, fields), ok: 1 };
  }

  const spec = { update: u!, filter, arrayFilters: cmd.arrayFilters as Document[] | undefined, variables };
  if (match) {
    const c = existing!;
    const next = applyUpdate(match, spec, false);
    if (changed(match, next)) {
      c.checkUnique(next, match);
      ctx.store.replace(c, match, next);
    }
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: projectOne(cmd.new ? next : match, fields),
      ok: 1,
    };
  }
  if (!cmd.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const c = existing ?? ctx.store.ensureCollection(ctx.db, name);
  const doc = buildUpsert(spec);
  c.checkUnique(doc);
  ctx.store.insert(c, doc);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
    value: cmd.new ? projectOne(doc, fields) : null,
    ok: 1,
  };
};
