// Handshake, authentication, diagnostics and namespace commands: hello/isMaster, saslStart,
// saslContinue, ping, buildInfo, endSessions, listDatabases, create, drop, dropDatabase,
// listCollections.
import { BSON, Long, type Document } from 'bson';
import { collectionName, type CommandContext, type Handler } from '../context.ts';
import { fail } from '../errors.ts';
import { Query } from '../mingo.ts';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE } from '../wire.ts';

const VERSION = '7.0.0';

// A one-member replica set: the driver then uses sessions, transactions and retryable writes.
// topologyVersion makes the driver's monitor use awaitable (streaming) hello, which server.ts
// answers after maxAwaitTimeMS. Without a replica identity (option replicaSet:false) it answers as
// a standalone, with neither setName nor topologyVersion. maxWireVersion 21 = MongoDB 7.0.
export const hello: Handler = (cmd, ctx) => {
  const r = ctx.replica;
  const common = {
    ...handshakeAuth(cmd, ctx),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
  if (!r) return { helloOk: true, ismaster: true, isWritablePrimary: true, ...common };
  const { versions } = ctx.engine;
  // The clusterTime of the last change event (change-streams.ts): a client compares it with a
  // change stream's resume point to know the stream has passed every write made so far.
  const opTime = { ts: ctx.engine.changes.latest, t: Long.fromNumber(1) };
  const writeDate = new Date(versions.lastWriteAt);
  return {
    topologyVersion: { processId: r.processId, counter: Long.fromNumber(0) },
    hosts: [r.me],
    setName: r.setName,
    setVersion: 1,
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    secondary: false,
    primary: r.me,
    me: r.me,
    electionId: r.electionId,
    lastWrite: { opTime, lastWriteDate: writeDate, majorityOpTime: opTime, majorityWriteDate: writeDate },
    ...common,
  };
};

/**
 * What a handshake hello asks about authentication: `saslSupportedMechs` (the mechanisms of the
 * named user) and `speculativeAuthenticate` (a saslStart answered in the hello itself, which saves
 * the driver a round trip). A speculative start that fails is left out, as mongod does; the driver
 * then runs the whole conversation and gets the error there.
 */
function handshakeAuth(cmd: Document, ctx: CommandContext): Document {
  const auth = ctx.auth;
  if (!auth) return {};
  const out: Document = {};
  const mechs = cmd.saslSupportedMechs === undefined ? undefined : auth.mechanismsFor(cmd.saslSupportedMechs);
  if (mechs) out.saslSupportedMechs = mechs;
  const spec = cmd.speculativeAuthenticate as Document | undefined;
  if (spec && typeof spec === 'object' && spec.saslStart !== undefined) {
    try {
      const { ok: _ok, ...started } = auth.start(spec, typeof spec.db === 'string' ? spec.db : ctx.db);
      out.speculativeAuthenticate = started;
    } catch {
      // answered without it
    }
  }
  return out;
}

// Without authentication (auth:false) there is no user: any attempt fails, as on a mongod without users.
export const saslStart: Handler = (cmd, ctx) =>
  ctx.auth ? ctx.auth.start(cmd, ctx.db) : fail(18, 'Authentication failed.');

export const saslContinue: Handler = (cmd, ctx) =>
  ctx.auth ? ctx.auth.continue(cmd) : fail(17, 'No SASL session state found');

export const ping: Handler = () => ({ ok: 1 });

export const buildInfo: Handler = () => ({
  version: VERSION,
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded-journal'],
  ok: 1,
});

export const endSessions: Handler = (cmd, ctx) => {
  ctx.sessions?.end(cmd.endSessions);
  return { ok: 1 };
};

export const refuseTransaction: Handler = () =>
  fail(20, 'Transaction numbers are only allowed on a replica set member or mongos');

export const listDatabases: Handler = (cmd, ctx) => {
  const filter = new Query((cmd.filter as Document | undefined) ?? {});
  const databases: Document[] = [];
  let totalSize = 0;
  for (const [name, colls] of ctx.engine.dbs) {
    let size = 0;
    for (const c of colls.values()) for (const d of c.docs.values()) size += BSON.calculateObjectSize(d);
    const entry = { name, sizeOnDisk: size, empty: size === 0 };
    if (!filter.test(entry)) continue;
    totalSize += size;
    databases.push(cmd.nameOnly ? { name } : entry);
  }
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

/** Generic command fields that are not collection options (listCollections must not show them). */
const NOT_OPTIONS = new Set([
  'lsid',
  'txnNumber',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

export const create: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  if (ctx.engine.collection(ctx.db, name)) fail(48, `Collection ${ctx.db}.${name} already exists.`);
  if (cmd.viewOn) fail(2, 'views are not supported by the embedded server');
  const options: Document = {};
  for (const [k, v] of Object.entries(cmd))
    if (k !== 'create' && !k.startsWith('$') && !NOT_OPTIONS.has(k)) options[k] = v;
  ctx.engine.createCollection(ctx.db, name, options);
  return { ok: 1 };
};

export const drop: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.engine.collection(ctx.db, name);
  // MongoDB 7 answers ok:1 for a collection that does not exist.
  if (!c) return { ok: 1 };
  const nIndexesWas = c.indexes.size + 1;
  ctx.engine.dropCollection(ctx.db, name);
  return { nIndexesWas, ns: c.ns, ok: 1 };
};

export const dropDatabase: Handler = (_cmd, ctx) => {
  ctx.engine.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

export const listCollections: Handler = (cmd, ctx) => {
  const filter = new Query((cmd.filter as Document | undefined) ?? {});
  const out: Document[] = [];
  for (const c of ctx.engine.dbs.get(ctx.db)?.values() ?? []) {
    const entry = {
      name: c.name,
      type: 'collection',
      options: c.options,
      info: { readOnly: false },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
    };
    if (!filter.test(entry)) continue;
    out.push(cmd.nameOnly ? { name: c.name, type: 'collection' } : entry);
  }
  const batchSize = (cmd.cursor as Document | undefined)?.batchSize;
  return ctx.cursors.first(
    `${ctx.db}.$cmd.listCollections`,
    out,
    batchSize === undefined ? undefined : Number(batchSize),
  );
};
