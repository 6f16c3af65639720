// Starts what a gateway test needs, for real: the embedded MongoDB-compatible server in
// memory on a free port (or MONGODB_URI with a unique database name), and gateway instances
// on port 0 built exactly as main.ts builds them. No mocks.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type mongoose from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { connectTo } from '../../src/db/connect.ts';
import type { Models } from '../../src/db/models.ts';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { startGateway, type RunningGateway } from '../../src/gateway.ts';
import type { ServiceOptions } from '../../src/services/create.ts';
import type { Readiness } from '../../src/monitoring/readiness.ts';
import { createPeople } from './fixtures.ts';

export const silentLog = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export interface TestDb {
  uri: string;
  models: Models;
  connection: mongoose.Connection;
  /** Another connection to the same database (a second gateway instance's own client). */
  connectAgain(): Promise<{ models: Models; connection: mongoose.Connection }>;
  stop(): Promise<void>;
}

/** `monitorCommands`: the driver's command events, as main.ts opens the database with METRICS_TOKEN. */
export async function startTestDb(opts: { monitorCommands?: boolean } = {}): Promise<TestDb> {
  let uri: string;
  let stopServer = async () => {};
  const dbName = `tavollet_test_${randomUUID().slice(0, 8)}`;
  if (process.env.MONGODB_URI) {
    const u = new URL(process.env.MONGODB_URI);
    u.pathname = `/${dbName}`;
    uri = u.toString();
  } else {
    const server = await startEmbeddedMongo({ memory: true, port: 0 });
    uri = databaseUri(server.uri, dbName);
    stopServer = () => server.stop();
  }
  const connections: mongoose.Connection[] = [];
  const open = async () => {
    const c = await connectTo(uri, silentLog, opts);
    connections.push(c.connection);
    return c;
  };
  const first = await open();
  return {
    uri,
    ...first,
    connectAgain: open,
    async stop() {
      if (process.env.MONGODB_URI) await first.connection.dropDatabase().catch(() => {});
      for (const c of connections) await c.close().catch(() => {});
      await stopServer();
    },
  };
}

export interface TestGateway extends RunningGateway {
  dataDir: string;
  stopAll(): Promise<void>;
}

export type TestGatewayOptions = ServiceOptions & {
  env?: Record<string, string>;
  readiness?: Readiness;
  prepare?: () => Promise<void>;
};

/** A gateway on port 0 with its own temporary DATA_DIR (outbox). */
export async function startTestGateway(models: Models, opts: TestGatewayOptions = {}): Promise<TestGateway> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gw-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...opts.env,
  });
  const gw = await startGateway(config, silentLog, models, opts);
  return {
    ...gw,
    url: `http://127.0.0.1:${gw.port}`,
    dataDir,
    async stopAll() {
      await gw.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GatewayWithPeople {
  db: TestDb;
  gw: TestGateway;
}

/**
 * The usual set-up of a test file: in beforeAll a test database with the shared test people
 * (fixtures.ts) and one gateway on it, both stopped in afterAll. Read `db` and `gw` inside
 * hooks and tests; they are filled in beforeAll.
 */
export function useGatewayWithPeople(opts: TestGatewayOptions = {}): GatewayWithPeople {
  const h = {} as GatewayWithPeople;
  beforeAll(async () => {
    h.db = await startTestDb();
    await createPeople(h.db.models);
    h.gw = await startTestGateway(h.db.models, opts);
  });
  afterAll(async () => {
    await h.gw?.stopAll();
    await h.db?.stop();
  });
  return h;
}

/** A port nobody listens on now (the system's choice, released again). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
