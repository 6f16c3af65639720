// `npx tsx gateway/bench/load.bench.ts [--seconds 60] [--sessions 200] [--database worker|process]`:
// the signed-in load of a school morning (method: docs/performance.md#benches).
// The gateway runs as `npm start` runs it (`src/main.ts`): by default with its embedded database
// in its worker thread, data on disk, the demo school seeded by the gateway itself; with
// `--database process` on an embedded server in a process of its own (MONGODB_URI, the layout of
// an installation on its own MongoDB). This process signs in the sessions
// (demo staff with the teacher role, reused round-robin when there are fewer people), then runs
// GET /api/auth/me and GET /api/user/teacher/getdata in a closed loop with one client per
// session over keep-alive connections, and prints p50, p99, requests/s and errors. It also
// counts the database commands of one /auth/me, one getdata, one teacher's submit and one leader's
// decision on a second, in-process gateway on the same database (MongoDB command monitoring; goal
// for the two writes: ≤ 8 each). Goal: p99 ≤ 200 ms at 200 sessions.
// Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { loadConfig } from '../src/config.ts';
import { connectTo } from '../src/db/connect.ts';
import { createModels } from '../src/db/models.ts';
import { startGateway } from '../src/gateway.ts';
import { reseed } from '../src/seed/demo-school.ts';
import { databaseUri, EMBEDDED_MONGO_CLI, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { childDatabaseCredential, keepAliveClient, requestCommand } from './support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = pino({ level: 'silent' });
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    sessions: { type: 'string', default: '200' },
    database: { type: 'string', default: 'worker' },
    /** Writes the gateway's CPU profile (node --cpu-prof) into this folder. */
    'cpu-prof': { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const SESSIONS = Number(args.sessions);
const SEPARATE_DATABASE = args.database === 'process';
const WARM_UP_MS = 3000;
const PATHS = ['/api/auth/me', '/api/user/teacher/getdata'] as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Starts a child process and waits until `ready` answers true (polled). */
async function startChild(args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; i < 600; i++) {
    if (exited) throw new Error(`${args[0]} exited early`);
    if (await ready().catch(() => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${args[0]} did not start`);
}

const tcpOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s.end() && true));
    s.once('error', () => resolve(false));
  });

const { request, signIn, close: closeClient } = keepAliveClient(SESSIONS + 10);

/** The writes counted: a teacher's submit and the principal's approval of it. */
const WRITES = ['submit', 'decision'] as const;
const WRITE_GOAL = 8;

/**
 * Database commands of one warm request (the session already read and rolled once), and of one
 * submit and one decision; the gateway keeps its session reads and teachers' data through its
 * change feed, as `npm start` does.
 */
async function countCommands(uri: string, emails: string[], principal: string) {
  // Its own client with command monitoring on from the start (every pooled connection reports).
  const connection = await mongoose.createConnection(uri, { monitorCommands: true, autoIndex: false }).asPromise();
  const models = createModels(connection);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-bench-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    LOG_LEVEL: 'silent',
  });
  const gw = await startGateway(config, log, models);
  const client = connection.getClient();
  const seen: string[] = [];
  let counting = false;
  client.on('commandStarted', (e) => {
    const cmd = counting && requestCommand(e);
    if (cmd) seen.push(cmd);
  });
  const counted = async (call: () => Promise<{ status: number; body: string }>, what: string) => {
    seen.length = 0;
    counting = true;
    const res = await call();
    counting = false;
    if (res.status !== 200) throw new Error(`${what} answered ${res.status} ${res.body}`);
    return { body: res.body, commands: [...seen] };
  };
  // A teacher who is not the principal (nobody decides their own request).
  const cookie = await signIn(
    gw.port,
    emails.find((e) => e !== principal)!,
  );
  const counts: Record<string, string[]> = {};
  for (const p of PATHS) {
    await request(gw.port, 'GET', p, cookie);
    counts[p] = (await counted(() => request(gw.port, 'GET', p, cookie), p)).commands;
  }
  // A type the principal decides and no quota limits, on a Monday of the year after next (no
  // seeded request there).
  const year = new Date().getUTCFullYear() + 2;
  const monday = new Date(Date.UTC(year, 1, 1));
  while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() + 1);
  const day = monday.toISOString().slice(0, 10);
  const body = { tipus: 'hivatalos', mettol: day, meddig: day };
  const submitted = await counted(() => request(gw.port, 'POST', '/api/user/teacher/submit', cookie, body), 'submit');
  counts.submit = submitted.commands;
  const kerelem_id = (JSON.parse(submitted.body) as { kerelem_id: number }).kerelem_id;
  const leader = await signIn(gw.port, principal);
  await request(gw.port, 'GET', '/api/auth/me', leader);
  const decision = { szerep: 'igazgato', kerelem_id };
  counts.decision = (
    await counted(() => request(gw.port, 'POST', '/api/leaders/approve', leader, decision), 'decision')
  ).commands;
  await gw.close();
  await connection.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return counts;
}

/** Peak resident memory of a process in MiB (Linux /proc VmHWM; NaN elsewhere). */
function peakRssMiB(pid: number | undefined): number {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU seconds a process has used so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

async function runLoad(port: number, cookies: string[], pids: { gateway?: number; database?: number }) {
  const times: Record<string, number[]> = Object.fromEntries(PATHS.map((p) => [p, []]));
  let errors = 0;
  const statuses = new Map<string, number>();
  const started = performance.now();
  const measureFrom = started + WARM_UP_MS;
  const end = measureFrom + SECONDS * 1000;
  // CPU of the gateway and the database during the measured part only (other work on the
  // machine does not count, unlike the latencies).
  const cpu = { gateway: NaN, database: NaN };
  const warm = setTimeout(() => {
    cpu.gateway = cpuSeconds(pids.gateway);
    cpu.database = cpuSeconds(pids.database);
  }, WARM_UP_MS);
  const done = setTimeout(() => {
    cpu.gateway = cpuSeconds(pids.gateway) - cpu.gateway;
    cpu.database = cpuSeconds(pids.database) - cpu.database;
  }, end - started);
  await Promise.all(
    cookies.map(async (cookie, i) => {
      for (let n = i; performance.now() < end; n++) {
        const p = PATHS[n % PATHS.length]!;
        const t0 = performance.now();
        try {
          const res = await request(port, 'GET', p, cookie);
          if (res.status !== 200) {
            errors++;
            statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
          }
        } catch (err) {
          errors++;
          const key = (err as { code?: string }).code ?? 'error';
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
        if (t0 >= measureFrom) times[p]!.push(performance.now() - t0);
      }
    }),
  );
  clearTimeout(warm);
  clearTimeout(done);
  return { times, errors, statuses, cpu };
}

const fmt = (n: number, d = 0) => n.toFixed(d);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-bench-gw-'));
const children: ChildProcess[] = [];
try {
  // The database this process seeds for the sign-in list and the command count: with
  // `--database process` the one the gateway then uses; otherwise one in this process (the
  // gateway opens and seeds its own).
  let uri: string;
  let dbChild: ChildProcess | undefined;
  let stopCountingDb = async () => {};
  if (SEPARATE_DATABASE) {
    const dbPort = await freePort();
    const credential = childDatabaseCredential();
    dbChild = await startChild(
      [EMBEDDED_MONGO_CLI, '--memory', '--quiet', '--port', String(dbPort)],
      credential.env,
      () => tcpOpen(dbPort),
    );
    children.push(dbChild);
    uri = credential.uri(dbPort, 'load_bench');
  } else {
    const embedded = await startEmbeddedMongo({ memory: true, port: 0 });
    uri = databaseUri(embedded.uri, 'load_bench', { replicaSet: embedded.replicaSet! });
    stopCountingDb = () => embedded.stop();
  }
  const seeding = await connectTo(uri, log);
  await reseed(seeding.models, log);
  const people = await seeding.models.User.find({ szerepkorok: 'tanar', blocked: { $ne: true } }, { email: 1 }).lean();
  const emails = people.map((p) => p.email);
  const principal = await seeding.models.User.findOne({ szerepkorok: 'igazgato', blocked: { $ne: true } }).lean();
  await seeding.connection.close();
  const rounds = await countCommands(uri, emails, principal!.email);
  await stopCountingDb();

  const port = await freePort();
  const gwEnv = {
    ...process.env,
    // '' = the embedded database in the gateway's worker, seeded with the same demo school.
    MONGODB_URI: SEPARATE_DATABASE ? uri : '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    DEMO_SCHOOL: SEPARATE_DATABASE ? 'false' : 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info', // as deployed: one request line per API call (to /dev/null here)
    MAX_CONNECTIONS_PER_IP: '0', // every client of the bench comes from 127.0.0.1
  };
  const prof = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args['cpu-prof'])] : [];
  const gwChild = await startChild([...prof, path.join(here, '../src/main.ts')], gwEnv, async () => {
    // Ready, not just alive: while it still migrates and seeds, sign-ins answer 503.
    const res = await request(port, 'GET', '/api/ready');
    return res.status === 200;
  });
  children.push(gwChild);

  const cookies: string[] = [];
  for (let i = 0; i < SESSIONS; i += 4) {
    const batch = Array.from({ length: Math.min(4, SESSIONS - i) }, (_, k) => emails[(i + k) % emails.length]!);
    cookies.push(...(await Promise.all(batch.map((e) => signIn(port, e)))));
  }

  const { times, errors, statuses, cpu } = await runLoad(port, cookies, {
    gateway: gwChild.pid,
    database: dbChild?.pid,
  });
  const all = Object.values(times)
    .flat()
    .sort((a, b) => a - b);
  const out = process.stdout;
  out.write(
    `\nSigned-in load — node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  out.write(`${SESSIONS} sessions (${emails.length} teachers), ${SECONDS} s after ${WARM_UP_MS / 1000} s warm-up\n`);
  out.write(
    SEPARATE_DATABASE
      ? `database: embedded server in its own process (MONGODB_URI)\n`
      : `database: embedded, in the gateway's worker thread, data on disk (as \`npm start\` runs it)\n`,
  );
  out.write(`database commands of one warm request (in-process gateway, MongoDB command monitoring):\n`);
  for (const [p, cmds] of Object.entries(rounds)) {
    const goal = (WRITES as readonly string[]).includes(p)
      ? ` (goal ≤ ${WRITE_GOAL}: ${cmds.length <= WRITE_GOAL ? 'met' : 'not met'})`
      : '';
    out.write(
      `  ${p.padEnd(28)} ${cmds.length}: ${cmds.join(', ') || '(none: the session read and the teacher data are kept)'}${goal}\n`,
    );
  }
  for (const [p, xs] of Object.entries(times)) {
    xs.sort((a, b) => a - b);
    out.write(
      `  ${p.padEnd(28)} n=${xs.length} p50 ${fmt(percentile(xs, 50))} ms  p99 ${fmt(percentile(xs, 99))} ms\n`,
    );
  }
  const p99 = percentile(all, 99);
  out.write(`all requests: ${all.length}, ${fmt(all.length / SECONDS)} requests/s, errors ${errors}`);
  out.write(statuses.size ? ` (${[...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')})\n` : '\n');
  const perRequest = (sec: number) => fmt((sec * 1000) / all.length, 2);
  out.write(
    SEPARATE_DATABASE
      ? `CPU per request: gateway ${perRequest(cpu.gateway)} ms, database ${perRequest(cpu.database)} ms\n`
      : `CPU per request: gateway with its database ${perRequest(cpu.gateway)} ms\n`,
  );
  out.write(`gateway peak memory (RSS): ${fmt(peakRssMiB(gwChild.pid))} MiB\n`);
  out.write(
    `p50 ${fmt(percentile(all, 50))} ms, p99 ${fmt(p99)} ms (goal ≤ 200 ms: ${p99 <= 200 ? 'met' : 'not met'})\n`,
  );
} finally {
  closeClient();
  for (const c of children.reverse()) c.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
