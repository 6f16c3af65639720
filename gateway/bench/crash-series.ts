// `npm run crash-series -w @tavollet/gateway [-- --kills 12 --outages 6 --clients 20 --port 8110]`:
// a crash series and a database outage, measured (docs/operations.md "Checking crash safety",
// figures in docs/performance.md "Crash series"). Needs the gateway's production build
// (`node gateway/build.mjs` or `node scripts/build.mjs`).
//
// The embedded database runs as a process of its own on a temporary data directory (a replica set
// member, as a deployment on MONGODB_URI), an SMTP sink in this process keeps every mail, and the
// built gateway (gateway/dist) seeds the demo school. Then ~20 clients work through the real HTTP
// API: teachers submit one-day requests and withdraw some, two principal and two deputy sessions
// approve and reject what waits for them. Every acknowledged answer (2xx) is recorded with what it
// changed. Phase 1 kills the gateway (SIGKILL) N times and restarts it; phase 2 takes the database
// away M times (5–60 s; SIGKILL and restart on the same directory, or SIGSTOP/SIGCONT, alternately)
// and records the answers given meanwhile and the time to the first good answer once it is back.
// At the end it reads the database and the sink: lost acknowledged changes, half-applied ones,
// and the notifications each committed change should have sent (services/mail/notifications.ts).
// Prints a table; exits 1 when something was lost or half-applied or a mail is missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { databaseUri, EMBEDDED_MONGO_CLI } from '@tavollet/embedded-mongo';
import { startGateway, type Gateway } from '../../e2e/support/gateway.ts';
import { REPO_ROOT } from '../../e2e/support/paths.ts';
import { createModels } from '../src/db/models.ts';
import { DEMO_TEACHERS } from '../src/seed/people.ts';
import { startTestSmtp } from '../test/mail/smtp.ts';
import { checkDatabase, drainMails, quotaGaps } from './crash-series-checks.ts';
import { startClients, type AckKind, type Call } from './crash-series-clients.ts';
import { childDatabaseCredential } from './support.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    kills: { type: 'string', default: '12' },
    outages: { type: 'string', default: '6' },
    /** The gateway's port (fixed: the clients keep calling it across restarts); the database takes the next. */
    port: { type: 'string', default: '8110' },
    /** Seconds of work between two kills, before the first outage and after each. */
    gap: { type: 'string', default: '6' },
  },
});
const KILLS = Number(args.kills);
const PORT = Number(args.port);
const GAP_MS = Number(args.gap) * 1000;
const BASE = `http://127.0.0.1:${PORT}`;
/** Two sessions of each leader, so that decisions also race each other; the other clients are teachers. */
const LEADERS = [
  ['szabo.katalin', 'igazgato'],
  ['szabo.katalin', 'igazgato'],
  ['nagy.peter', 'igazgatohelyettes'],
  ['nagy.peter', 'igazgatohelyettes'],
] as const;
const TEACHERS = DEMO_TEACHERS.slice(0, Math.max(1, Number(args.clients) - LEADERS.length)).map((t) => t.login);
/** Outage lengths spread evenly over 5–60 s. */
const OUTAGES = Number(args.outages);
const OUTAGE_S = Array.from({ length: OUTAGES }, (_, i) => Math.round(5 + (55 * i) / Math.max(1, OUTAGES - 1)));
/** How long the mails may take to arrive after the load stops (a killed sender's job lock lapses after JOBS_LOCK_MS, 30 s). */
const DRAIN_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------- the database, the sink, the gateway

const root = await mkdtemp(path.join(os.tmpdir(), 'crash-series-'));
const dbPort = PORT + 1;
const credential = childDatabaseCredential();
const { EMBEDDED_MONGO_USERNAME: user, EMBEDDED_MONGO_PASSWORD: password } = credential.env;
const uri = databaseUri(
  `mongodb://${user}:${encodeURIComponent(password!)}@127.0.0.1:${dbPort}/?authSource=admin`,
  'tavollet',
  { replicaSet: 'rs0' },
);
let database: ChildProcess | undefined;
let gateway: Gateway | undefined;
// A failed run leaves no process behind (the children do not end with this process by themselves).
process.on('exit', () => {
  database?.kill('SIGKILL');
  try {
    if (gateway) process.kill(gateway.pid, 'SIGKILL');
  } catch {
    // already gone
  }
});

/** The embedded server's CLI on the same directory and port each time; resolves once it listens. */
async function startDatabase(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', EMBEDDED_MONGO_CLI, '--dir', path.join(root, 'db'), '--port', String(dbPort), '--quiet'],
    { cwd: REPO_ROOT, env: credential.env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  database = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('listening') && resolve());
    child.once('exit', (code, signal) => reject(new Error(`the database exited (${code ?? signal})`)));
  });
}

const smtp = await startTestSmtp();
/** Every gateway's log lines: how often a mail job could not mark its accepted mail sent (jobs/mail-job.ts). */
const outputs: string[][] = [];
const NOT_MARKED = 'sent mail not marked';

/** The built gateway on PORT, production defaults; the demo school is seeded on the first start. */
async function startTheGateway(first: boolean): Promise<void> {
  const env = { PORT: String(PORT), MONGODB_URI: uri, DEMO_SCHOOL: String(first), SMTP_URL: smtp.url };
  gateway = await startGateway(env, { dataDir: path.join(root, 'gateway') });
  outputs.push(gateway.output);
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(100))
    if ((await fetch(`${BASE}/api/ready`).catch(() => null))?.status === 200) return;
  throw new Error('/api/ready did not answer 200 within 120 s');
}

// ---------------------------------------------------------------- the run

log(`data in ${root}; load ${loadavg()}`);
await startDatabase();
await startTheGateway(true);

/**
 * A gateway that ends by itself (not killed by phase 1) is a finding: its last log lines are
 * printed and kept for the table, and it is started again so the run goes on.
 */
const selfExits: string[] = [];
let killing = false;
const alive = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};
const watcher = setInterval(() => {
  if (killing || !gateway || alive(gateway.pid)) return;
  killing = true;
  const tail = gateway.output.slice(-12).join('\n');
  selfExits.push(tail);
  log(`the gateway ended by itself; its last lines:\n${tail}`);
  void (async () => {
    for (;;) {
      try {
        await startTheGateway(false);
        break;
      } catch (error) {
        log(`restart failed, trying again: ${String(error).split('\n')[0]}`);
      }
    }
    killing = false;
  })();
}, 500);
const before = await (async () => {
  const conn = await mongoose.createConnection(uri, { autoIndex: false }).asPromise();
  const gaps = await quotaGaps(createModels(conn));
  await conn.close();
  return { gaps, since: new Date() };
})();

const clients = startClients(BASE, TEACHERS, LEADERS);
const { calls, acks } = clients;
log(`${TEACHERS.length} teachers and ${LEADERS.length} leader sessions at work`);
await sleep(GAP_MS);

// Phase 1: the gateway killed mid-work, started again at once.
const restarts: number[] = [];
for (let i = 1; i <= KILLS; i++) {
  while (killing) await sleep(100);
  killing = true;
  process.kill(gateway!.pid, 'SIGKILL');
  const t0 = performance.now();
  await sleep(200);
  await startTheGateway(false);
  killing = false;
  restarts.push(performance.now() - t0);
  log(`gateway kill ${i}/${KILLS}: ready again after ${(restarts.at(-1)! / 1000).toFixed(1)} s`);
  await sleep(GAP_MS / 2 + Math.random() * (GAP_MS / 2));
}
const acksAfterPhase1 = acks.length;

// Phase 2: the database away, alternately killed (and started again on its directory) and paused.
const outages: { seconds: number; mode: 'kill' | 'stop'; start: number; back: number }[] = [];
await sleep(GAP_MS);
for (const [i, seconds] of OUTAGE_S.entries()) {
  const mode = i % 2 === 0 ? 'kill' : 'stop';
  const start = performance.now();
  const child = database!;
  if (mode === 'kill') {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    await sleep(seconds * 1000 - (performance.now() - start));
    await startDatabase();
  } else {
    child.kill('SIGSTOP');
    await sleep(seconds * 1000);
    child.kill('SIGCONT');
  }
  outages.push({ seconds, mode, start, back: performance.now() });
  log(`database ${mode === 'kill' ? 'killed' : 'paused'} for ${seconds} s (${i + 1}/${OUTAGE_S.length})`);
  await sleep(Math.max(GAP_MS, 10_000));
}

await clients.stop();
clearInterval(watcher);
log(`load stopped: ${acks.length} acknowledged changes; waiting for the mails`);

// ---------------------------------------------------------------- the checks

const conn = await mongoose.createConnection(uri, { autoIndex: false }).asPromise();
const check = await checkDatabase(createModels(conn), acks, before.since, before.gaps);
await conn.close();
const { lost, statusVsHistory, quotaMoved, unaudited, changes, expected } = check;
const sent = await drainMails(smtp, expected, DRAIN_MS);
const missing = [...expected].filter(([k]) => !sent.has(k));
const duplicated = [...sent].filter(([, n]) => n > 1);
const unexpected = [...sent].filter(([k]) => !expected.has(k));

// ---------------------------------------------------------------- the table

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : NaN);
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (kind: AckKind) => acks.filter((a) => a.kind === kind).length;
const first = (xs: readonly string[], n = 5) => (xs.length ? ` (${xs.slice(0, n).join(', ')})` : '');
const good = (c: Call) => c.status >= 200 && c.status < 300 && c.path !== '/api/auth/login';
const rows: [string, string][] = [
  ['load average at the end (1/5/15 min)', loadavg()],
  ['clients', `${TEACHERS.length} teachers, ${LEADERS.length} leader sessions`],
  ['gateway ends not caused by the run', String(selfExits.length)],
  [
    'mails accepted, not marked sent (gateway log)',
    String(outputs.flat().filter((l) => l.includes(NOT_MARKED)).length),
  ],
  [
    'gateway kills; restart to ready (median/max)',
    `${KILLS}; ${sec(median(restarts))} / ${sec(Math.max(...restarts))}`,
  ],
  [
    'acknowledged',
    `${acks.length} (${acksAfterPhase1} in phase 1): ${count('submit')} submits, ${count('approve')} approvals, ` +
      `${count('preliminary')} preliminary approvals, ${count('reject')} rejections, ${count('withdraw')} withdrawals`,
  ],
  ['lost (acknowledged, not in the database)', `${lost.length}${first(lost.map((a) => `${a.kind} #${a.kerelem_id}`))}`],
  [
    'half-applied',
    `${statusVsHistory.length} status ≠ history end, ${quotaMoved.length} quota used ≠ approved days, ` +
      `${unaudited.length} of ${changes} changes without audit entry${first(unaudited)}`,
  ],
  [
    'notifications',
    `${expected.size} expected (${[...expected.values()].filter((e) => e.acked).length} for acknowledged changes), ` +
      `${[...sent.values()].reduce((a, b) => a + b, 0)} sent, ${missing.length} missing ` +
      `(${missing.filter(([, e]) => e.acked).length} of acknowledged ones), ${duplicated.length} duplicated, ` +
      `${unexpected.length} unexpected`,
  ],
];
const firsts: number[] = [];
for (const [i, o] of outages.entries()) {
  const during = calls.filter((c) => c.t0 >= o.start && c.t0 < o.back);
  const latencies = during.map((c) => c.t1 - c.t0);
  const statuses = new Map<string, number>();
  for (const c of during) statuses.set(String(c.status), (statuses.get(String(c.status)) ?? 0) + 1);
  const messages = new Set(during.filter((c) => c.status >= 500 || c.status === 0).map((c) => `"${c.message}"`));
  firsts.push(Math.min(...calls.filter((c) => good(c) && c.t1 >= o.back).map((c) => c.t1)) - o.back);
  const inFlight = calls.filter((c) => c.t0 < o.back && c.t1 >= o.back).map((c) => c.t1 - o.back);
  rows.push([
    `outage ${i + 1}: database ${o.mode === 'kill' ? 'killed' : 'paused'} ${o.seconds} s`,
    `${during.length} answers, latency median ${sec(median(latencies))}, max ${sec(Math.max(0, ...latencies))}, ` +
      `${latencies.filter((l) => l > 3000).length} over 3 s; ${[...statuses].map(([k, n]) => `${k}×${n}`).join(' ')}; ` +
      `${[...messages].join(' ')}; first good answer ${sec(firsts.at(-1)!)} after the return, ` +
      `those in flight then done within ${sec(Math.max(0, ...inFlight))}`,
  ]);
}
rows.push([
  'first good answer after the database returns (median/max)',
  `${sec(median(firsts))} / ${sec(Math.max(...firsts))}`,
]);
const width = Math.max(...rows.map(([k]) => k.length));
process.stdout.write(`\nCrash series\n${rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`);
const list = (what: string, xs: string[]) =>
  xs.length && process.stdout.write(`${what}: ${xs.slice(0, 20).join('; ')}\n`);
list(
  'missing mails',
  missing.map(([k]) => k),
);
list(
  'duplicated mails',
  duplicated.map(([k, n]) => `${k} ×${n}`),
);
list(
  'unexpected mails',
  unexpected.map(([k]) => k),
);

await gateway!.stop();
gateway = undefined;
const stopped = new Promise((r) => database!.once('exit', r));
database!.kill('SIGTERM');
await stopped;
database = undefined;
await smtp.close();
await rm(root, { recursive: true, force: true });
const failed =
  selfExits.length + lost.length + statusVsHistory.length + quotaMoved.length + unaudited.length + missing.length > 0;
process.exit(failed ? 1 : 0);
