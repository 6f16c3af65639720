// Small diagnostic commands that shells and admin tools (mongosh, Compass) send on connect.
// None is used by mongoose or Agenda; they make interactive inspection of the data possible.
import os from 'node:os';
import { BSON } from 'bson';
import type { Handler } from '../context.ts';

const started = Date.now();

export const connectionStatus: Handler = (_cmd, ctx) => {
  const user = ctx.auth?.authenticated ? ctx.auth.username : undefined;
  return {
    authInfo: user
      ? { authenticatedUsers: [{ user, db: 'admin' }], authenticatedUserRoles: [{ role: 'root', db: 'admin' }] }
      : { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  };
};

export const getParameter: Handler = (cmd) => {
  const out: Record<string, unknown> = { ok: 1 };
  if (cmd.featureCompatibilityVersion || cmd.getParameter === '*') out.featureCompatibilityVersion = { version: '7.0' };
  return out;
};

export const hostInfo: Handler = () => ({
  system: { hostname: os.hostname(), numCores: os.cpus().length, memSizeMB: Math.round(os.totalmem() / 1048576) },
  os: { type: os.type(), name: os.platform(), version: os.release() },
  ok: 1,
});

export const whatsmyuri: Handler = () => ({ you: '127.0.0.1', ok: 1 });

export const getLog: Handler = (cmd) =>
  cmd.getLog === '*' ? { names: ['global', 'startupWarnings'], ok: 1 } : { totalLinesWritten: 0, log: [], ok: 1 };

export const serverStatus: Handler = (_cmd, ctx) => ({
  host: os.hostname(),
  version: '7.0.0',
  process: 'embedded-mongo',
  pid: process.pid,
  uptime: Math.floor((Date.now() - started) / 1000),
  uptimeMillis: Date.now() - started,
  localTime: new Date(),
  mem: { resident: Math.round(process.memoryUsage().rss / 1048576), bits: 64 },
  metrics: { cursor: { open: { total: ctx.cursors.size } } },
  ok: 1,
});

export const dbStats: Handler = (_cmd, ctx) => {
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  const colls = ctx.engine.dbs.get(ctx.db);
  for (const c of colls?.values() ?? []) {
    objects += c.docs.size;
    indexes += c.indexes.size + 1;
    for (const d of c.docs.values()) dataSize += BSON.calculateObjectSize(d);
  }
  return {
    db: ctx.db,
    collections: colls?.size ?? 0,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize,
    storageSize: dataSize,
    indexes,
    ok: 1,
  };
};
