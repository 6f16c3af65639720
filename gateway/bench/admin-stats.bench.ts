// `npx tsx gateway/bench/admin-stats.bench.ts`: the time of GET /api/admin/getstats
// (docs/architecture.md "Server statistics") over real HTTP against a real gateway on the embedded
// MongoDB-compatible server, with 5 gateway instances reporting every second into one database,
// each with a full 24-point history, and a full event list (500 events). Prints the median and
// the 95th percentile of the call and of the service alone, and the ratio against the goal
// (≤ 20 ms). Then a real gateway process on the same database is killed with SIGKILL and the
// seconds until getstats lists it as down are printed against their goal (≤ 30 s). Asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { STATS_HISTORY_POINTS } from '@tavollet/contract/api/admin-stats';
import { connectTo } from '../src/db/connect.ts';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { startGateway, type RunningGateway } from '../src/gateway.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { adminActor } from '../src/domain/actor.ts';
import { getStats } from '../src/services/admin/stats/get-stats.ts';
import { EVENTS_KEPT } from '../src/monitoring/server-event-model.ts';
import { startChildGateway } from '../test/admin-stats/child-gateway.ts';
import { adminCookie, benchConfig, elapsed, ratio } from './support.ts';

const GOAL_MS = 20;
const DOWN_GOAL_S = 30;
const DEFAULT_INTERVAL_S = 5;
const RUNS = 200;
const INSTANCES = 5;
const PASSWORD = 'Bench-jelszo-1';
const log = pino({ level: 'silent' });

const at = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;

async function times(run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    await run();
    out.push(elapsed(t0));
  }
  return out;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stats-bench-'));
  const server = await startEmbeddedMongo({ memory: true, port: 0 });
  const { connection, models } = await connectTo(databaseUri(server.uri, 'stats_bench'), log);
  const gateways: RunningGateway[] = [];
  try {
    for (let i = 0; i < INSTANCES; i++) {
      const config = benchConfig(dataDir, {
        NODE_ENV: 'production',
        REGION: `regio-${i + 1}`,
        STATS_REPORT_INTERVAL_MS: '1000',
        STATS_HISTORY_STEP_MS: '1000',
      });
      gateways.push(await startGateway(config, log, models));
    }
    // A full history for every instance and a full event list, as after a day of running.
    const step = 30_000;
    const first = Math.floor(Date.now() / step) * step - STATS_HISTORY_POINTS * step;
    for (const gw of gateways) {
      const history = Array.from({ length: STATS_HISTORY_POINTS }, (_, k) => ({
        t: first + k * step,
        cpu: 5 + k,
        mem: 30,
        n: 300 + k,
        e: k % 5,
        s: 30,
      }));
      await models.ServerInstance.updateOne({ _id: gw.services.monitor.id }, { $set: { history } });
    }
    await models.ServerEvent.insertMany(
      Array.from({ length: EVENTS_KEPT }, (_, i) => ({
        time: new Date(Date.now() - i * 1000),
        level: i % 7 === 0 ? 'error' : i % 3 === 0 ? 'warn' : 'info',
        text: `Bench esemény ${i}: request failed (GET /api/bench/${i})`,
        server: gateways[i % INSTANCES]!.services.monitor.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const admin = await models.Admin.create({
      email: 'bench.admin@iskola.hu',
      nev: 'Bench Admin',
      passwordHash: await hashPassword(PASSWORD),
    });
    const base = `http://127.0.0.1:${gateways[0]!.port}`;
    const cookie = await adminCookie(base, admin.email, PASSWORD);

    const http = await times(async () => {
      const res = await fetch(`${base}/api/admin/getstats`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`bench: getstats answered ${res.status}`);
      const body = (await res.json()) as { servers: unknown[] };
      if (body.servers.length !== INSTANCES) throw new Error(`bench: ${body.servers.length} servers listed`);
    });
    const actor = adminActor(admin, null);
    const service = await times(async () => {
      await getStats(gateways[0]!.services, actor);
    });
    const median = at(http, 0.5);
    const goal = ratio(median, GOAL_MS);
    console.log(
      `\nAdmin statistics: GET /api/admin/getstats, ${INSTANCES} instances reporting, ${EVENTS_KEPT} events (${RUNS} calls)\n`,
    );
    console.log(`  over HTTP: median ${median.toFixed(2)} ms, p95 ${at(http, 0.95).toFixed(2)} ms`);
    console.log(`  service alone: median ${at(service, 0.5).toFixed(2)} ms, p95 ${at(service, 0.95).toFixed(2)} ms`);
    console.log(`  goal ≤ ${GOAL_MS} ms: ${goal}\n`);
    await killedInstance(databaseUri(server.uri, 'stats_bench'), base, cookie);
  } finally {
    for (const gw of gateways) await gw.close();
    await connection.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A real gateway process with the default report interval, killed with SIGKILL: the seconds from
 * the kill until getstats lists it as down (goal ≤ 30 s).
 */
async function killedInstance(mongodbUri: string, base: string, cookie: string): Promise<void> {
  const stats = async () => {
    const res = await fetch(`${base}/api/admin/getstats`, { headers: { cookie } });
    return ((await res.json()) as { servers: { id: string; up: boolean }[] }).servers;
  };
  const child = await startChildGateway(mongodbUri, { REGION: 'bench-kill' });
  try {
    while (!(await stats()).some((r) => child.owns(r.id) && r.up)) await new Promise((r) => setTimeout(r, 200));
    const t0 = process.hrtime.bigint();
    await child.kill9();
    while ((await stats()).some((r) => child.owns(r.id) && r.up)) await new Promise((r) => setTimeout(r, 100));
    const seconds = elapsed(t0) / 1000;
    console.log(`Killed instance (kill -9, default report interval ${DEFAULT_INTERVAL_S} s)\n`);
    console.log(`  listed as down after ${seconds.toFixed(1)} s`);
    console.log(`  goal ≤ ${DOWN_GOAL_S} s: ${ratio(seconds, DOWN_GOAL_S)}\n`);
  } finally {
    await child.dispose();
  }
}

await main();
