// Command dispatch: name = first key of the command, database = `$db`. Every answer waits for
// the journal (engine.sync) so an acknowledged write is on disk. Commands of a transaction or a
// retryable write (txnNumber/autocommit, commit/abortTransaction) go through the sessions.
// A connection that has not authenticated gets only the handshake and authentication commands.
import type { Document } from 'bson';
import { OPEN_COMMANDS } from './auth.ts';
import * as admin from './commands/admin.ts';
import { aggregate } from './commands/aggregate.ts';
import * as diag from './commands/diagnostics.ts';
import { findAndModify } from './commands/find-and-modify.ts';
import { count, distinct, find, getMore, killCursors } from './commands/find.ts';
import { createIndexes, dropIndexes, listIndexes } from './commands/indexes.ts';
import { insert, remove, update } from './commands/write.ts';
import type { CommandContext, Handler } from './context.ts';
import { fail, MongoCommandError, toCommandError } from './errors.ts';

const HANDLERS: Record<string, Handler> = {
  hello: admin.hello,
  isMaster: admin.hello,
  ismaster: admin.hello,
  ping: admin.ping,
  saslStart: admin.saslStart,
  saslContinue: admin.saslContinue,
  buildInfo: admin.buildInfo,
  buildinfo: admin.buildInfo,
  endSessions: admin.endSessions,
  listDatabases: admin.listDatabases,
  create: admin.create,
  drop: admin.drop,
  dropDatabase: admin.dropDatabase,
  listCollections: admin.listCollections,
  commitTransaction: admin.refuseTransaction,
  abortTransaction: admin.refuseTransaction,
  createIndexes,
  listIndexes,
  dropIndexes,
  insert,
  update,
  delete: remove,
  findAndModify,
  findandmodify: findAndModify,
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
  connectionStatus: diag.connectionStatus,
  getParameter: diag.getParameter,
  hostInfo: diag.hostInfo,
  whatsmyuri: diag.whatsmyuri,
  getLog: diag.getLog,
  serverStatus: diag.serverStatus,
  dbStats: diag.dbStats,
};

export async function runCommand(cmd: Document, ctx: CommandContext): Promise<Document> {
  const name = Object.keys(cmd)[0] ?? '';
  if (ctx.auth?.authenticated === false && !OPEN_COMMANDS.has(name)) {
    return new MongoCommandError(13, `Command ${name} requires authentication`).toReply();
  }
  try {
    const inSession =
      cmd.txnNumber !== undefined ||
      cmd.startTransaction !== undefined ||
      cmd.autocommit !== undefined ||
      name === 'commitTransaction' ||
      name === 'abortTransaction';
    // A standalone MongoDB refuses transactions this way; the driver then reports it clearly.
    if (inSession && !ctx.sessions) fail(20, 'Transaction numbers are only allowed on a replica set member or mongos');
    if (usesCollation(cmd))
      fail(2, 'collation is not supported by the embedded MongoDB-compatible server (strings compare by code point)');
    const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!handler) return fail(59, `no such command: '${name}'`);
    const reply = inSession ? await ctx.sessions!.run(name, cmd, ctx, handler) : await handler(cmd, ctx);
    await ctx.engine.sync();
    return reply;
  } catch (e) {
    // Writes made before the failure (e.g. the first documents of a multi update) are kept,
    // as in MongoDB, and must be durable before the answer too.
    await ctx.engine.sync().catch(() => undefined);
    return toCommandError(e).toReply();
  }
}

function usesCollation(cmd: Document): boolean {
  if (cmd.collation) return true;
  for (const field of ['updates', 'deletes', 'indexes']) {
    const items = cmd[field];
    if (Array.isArray(items) && items.some((i) => i && typeof i === 'object' && (i as Document).collation)) return true;
  }
  return false;
}
