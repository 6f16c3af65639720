// GET /api/ready (docs/architecture.md "Metrics and health"): 200 on a started gateway; 503 with
// the reason while the start-up work runs, while the database does not answer, and from the
// moment shutdown begins. /api/health stays 200 while starting, and is 503 with the database away
// (gateway/test/db/outage.test.ts has the rest of the API then). Real gateways over real HTTP;
// the database test stops and restarts the embedded server under a running gateway.
import net from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { databaseUri, startEmbeddedMongo, type EmbeddedMongo } from '@tavollet/embedded-mongo';
import { connectTo } from '../../src/db/connect.ts';
import type { Models } from '../../src/db/models.ts';
import type { Readiness } from '../../src/monitoring/readiness.ts';
import {
  freePort,
  silentLog,
  startTestDb,
  startTestGateway,
  type TestDb,
  type TestGateway,
} from '../support/harness.ts';
import { waitFor } from '../mail/wait.ts';

const gateways: TestGateway[] = [];
let db: TestDb | undefined;

afterEach(async () => {
  for (const g of gateways.splice(0)) await g.stopAll();
});
afterAll(async () => {
  await db?.stop();
});

async function gateway(models?: Models, readiness?: Readiness): Promise<TestGateway> {
  db ??= await startTestDb();
  const g = await startTestGateway(models ?? db.models, readiness ? { readiness } : {});
  gateways.push(g);
  return g;
}

async function ready(g: TestGateway): Promise<{ status: number; body: unknown; cache: string | null }> {
  const res = await fetch(`${g.url}/api/ready`);
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
}

describe('GET /api/ready', () => {
  it('is 200 { ready: true } on a started gateway, never cached', async () => {
    const g = await gateway();
    expect(await ready(g)).toEqual({ status: 200, body: { ready: true }, cache: 'no-store' });
    expect(g.readiness.state).toBe('ready');
  });

  it('is 503 "migrating" while the start-up work runs (the rest of the API 503 in Hungarian, health 200), then 200', async () => {
    db ??= await startTestDb();
    const port = await freePort();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const starting = startTestGateway(db.models, { env: { PORT: String(port) }, prepare: () => held });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status === 503);
    expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({ ready: false, reason: 'migrating' });
    const api = await fetch(`${base}/api/auth/me`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ ok: false, message: expect.stringContaining('frissítése folyamatban') });
    // Liveness is another question: the process answers.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    release();
    const g = await starting;
    gateways.push(g);
    expect(await ready(g)).toMatchObject({ status: 200, body: { ready: true } });
    expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
  });

  it('is 503 "stopping" from the moment close() begins, on a connection still open', async () => {
    const g = await gateway();
    gateways.splice(gateways.indexOf(g), 1);
    // A load balancer's kept-alive connection, its next poll under way when the shutdown starts.
    const socket = net.connect(g.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Its headers not finished yet: the server counts the connection busy and keeps it open.
    socket.write('GET /api/ready HTTP/1.1\r\nHost: x\r\nConnection: close\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const stopping = g.stopAll();
    expect(g.readiness.state).toBe('stopping');
    socket.write('\r\n');
    await closed;
    await stopping;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ ready: false, reason: 'stopping' });
  });
});

describe('GET /api/ready when the database stops answering', () => {
  let server: EmbeddedMongo | undefined;
  let close: (() => Promise<unknown>) | undefined;
  afterAll(async () => {
    await close?.();
    await server?.stop();
  });

  it('is 503 "database" within about a second, as /api/health is; ready again once it is back', async () => {
    // One credential for both starts: the gateway's client signs in again with it.
    const auth = { username: 'ready', password: 'ready-test-password' };
    server = await startEmbeddedMongo({ memory: true, port: 0, auth });
    const port = server.port;
    const uri = databaseUri(server.uri, 'tavollet_ready');
    const { connection, models } = await connectTo(uri, silentLog);
    close = () => connection.close();
    const g = await gateway(models);
    expect((await ready(g)).status).toBe(200);

    await server.stop();
    const stoppedAt = Date.now();
    // The last good ping answers for up to a second; then the next one gets no answer in time.
    await waitFor(async () => (await ready(g)).status === 503, 5_000, 'not ready');
    expect(Date.now() - stoppedAt).toBeLessThan(3_500);
    expect(await ready(g)).toEqual({ status: 503, body: { ready: false, reason: 'database' }, cache: 'no-store' });
    expect((await fetch(`${g.url}/api/health`)).status).toBe(503);

    // The server back on its port (empty: in memory); the driver finds it again.
    server = await startEmbeddedMongo({ memory: true, port, auth });
    await waitFor(async () => (await ready(g)).status === 200, 20_000, 'ready again');
    expect(await ready(g)).toMatchObject({ status: 200, body: { ready: true } });
  });
});
