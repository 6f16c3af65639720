// Handshake, diagnostics and namespace commands: hello/isMaster, ping, buildInfo, endSessions,
// listDatabases, create, drop, dropDatabase, listCollections.
import { BSON, type Document } from 'bson';
import { collectionName, type Handler } from '../context.ts';
import { fail } from '../errors.ts';
import { Query } from '../mingo.ts';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE } from '../wire.ts';

const VERSION = '7.0.0';

// Standalone on purpose: no setName/hosts (replica set) and no topologyVersion (which would make
// the driver's monitor switch to awaitable hello). maxWireVersion 21 = MongoDB 7.0.
export const hello: Handler = (_cmd, ctx) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
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
});

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

export const endSessions: Handler = () => ({ ok: 1 });

export const refuseTransaction: Handler = () => fail(20, 'Transaction numbers are only allowed on a replica set member or mongos');

export const listDatabases: Handler = (cmd, ctx) => {
  const filter = new Query((cmd.filter as Document | undefined) ?? {});
  const databases: Document[] = [];
  let totalSize = 0;
  for (const [name, colls] of ctx.store.dbs) {
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
const NOT_OPTIONS = new Set(['lsid', 'txnNumber', 'writeConcern', 'comment', 'maxTimeMS', 'apiVersion', 'apiStrict', 'apiDeprecationErrors']);

export const create: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  if (ctx.store.collection(ctx.db, name)) fail(48, `Collection ${ctx.db}.${name} already exists.`);
  if (cmd.viewOn) fail(2, 'views are not supported by the embedded server');
  const options: Document = {};
  for (const [k, v] of Object.entries(cmd)) if (k !== 'create' && !k.startsWith('$') && !NOT_OPTIONS.has(k)) options[k] = v;
  ctx.store.createCollection(ctx.db, name, options);
  return { ok: 1 };
};

export const drop: Handler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const c = ctx.store.collection(ctx.db, name);
  // MongoDB 7 answers ok:1 for a collection that does not exist.
  if (!c) return { ok: 1 };
  const nIndexesWas = c.indexes.size + 1;
  ctx.store.dropCollection(ctx.db, name);
  return { nIndexesWas, ns: c.ns, ok: 1 };
};

export const dropDatabase: Handler = (_cmd, ctx) => {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

export const listCollections: Handler = (cmd, ctx) => {
  const filter = new Query((cmd.filter as Document | undefined) ?? {});
  const out: Document[] = [];
  for (const c of ctx.store.dbs.get(ctx.db)?.values() ?? []) {
    const entry = { name: c.name, type: 'collection', options: c.options, info: { readOnly: false }, idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } };
    if (!filter.test(entry)) continue;
    out.push(cmd.nameOnly ? { name: c.name, type: 'collection' } : entry);
  }
  const batchSize = (cmd.cursor as Document | undefined)?.batchSize;
  return ctx.cursors.first(`${ctx.db}.$cmd.listCollections`, out, batchSize === undefined ? undefined : Number(batchSize));
};
