// An instance keeps its id across restarts (monitoring/instance-id.ts, docs/architecture.md
// "Server statistics"), so the admin home counts servers, not starts: host and port by default,
// INSTANCE_ID when set. Real gateways on one database, the answer read over HTTP.
import net from 'node:net';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestGateway, useGatewayWithPeople, type TestGateway } from '../support/harness.ts';
import { FAST_STATS, adminClient, statsWhen } from './stats-support.ts';

const h = useGatewayWithPeople({ env: FAST_STATS });
const started: TestGateway[] = [];
afterAll(async () => {
  for (const gw of started) await gw.stopAll();
});

/** A port free at the moment (the system's choice, released again). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startStop(env: Record<string, string>): Promise<string> {
  const gw = await startTestGateway((await h.db.connectAgain()).models, { env: { ...FAST_STATS, ...env } });
  started.push(gw);
  const id = gw.services.monitor.id;
  await gw.stopAll();
  return id;
}

describe('the instance id across restarts', () => {
  it('given a gateway on a fixed port started three times, lists one server with the id host:port', async () => {
    const admin = await adminClient(h.gw.url);
    const port = await freePort();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await startStop({ PORT: String(port), REGION: 'ujrainditott' }));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(new RegExp(`:${port}$`));
    expect(
      ids[0]!.startsWith(
        os
          .hostname()
          .replace(/[^A-Za-z0-9.-]/g, '')
          .slice(0, 40),
      ),
    ).toBe(true);
    const answer = await statsWhen(admin, (s) => s.servers.some((r) => r.id === ids[0] && r.stopped));
    expect(answer.servers.filter((r) => r.region === 'ujrainditott')).toHaveLength(1);
    // Each start still wrote its start event under the one id.
    expect(answer.events.filter((e) => e.server === ids[0] && e.text.startsWith('A szerver elindult'))).toHaveLength(3);
  });

  it('given INSTANCE_ID, uses it whatever the port', async () => {
    const first = await startStop({ INSTANCE_ID: 'kontener-7' });
    const second = await startStop({ INSTANCE_ID: 'kontener-7' });
    expect([first, second]).toEqual(['kontener-7', 'kontener-7']);
  });

  it('given port 0 (the tests), gives each instance of one process its own id', () => {
    expect(h.gw.services.monitor.id).not.toMatch(/:\d+$/);
    expect(h.gw.services.monitor.id).toContain(`-${process.pid}-`);
  });
});
