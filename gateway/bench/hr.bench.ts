// `npx tsx gateway/bench/hr.bench.ts`: speed and memory of the HR list and export over real HTTP to
// a real gateway in this process, on the embedded MongoDB-compatible server in a child process
// (so the heap measured is the gateway's alone). A filtered, sorted 50-row page at 200 and at
// 20,000 requests (median; goal: at most 3x), the same page sorted by name and page 100 of the
// unfiltered list by name (with the database process's peak memory over those runs: the name order
// should cost what the stored orders cost), and the export of 20,000 rows (goal: 2 s, live heap
// growth at most 30 MB). Prints ratios against the goals; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { pino } from 'pino';
import { loadConfig } from '../src/config.ts';
import { elapsed, ratio, startChildDatabase } from './support.ts';
import { connectTo } from '../src/db/connect.ts';
import { startGateway } from '../src/gateway.ts';
import { reseed } from '../src/seed/demo-school.ts';
import { addLargeSchool } from '../src/seed/large-school.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../src/seed/people.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const log = pino({ level: 'silent' });

const fmt = (n: number, digits = 1): string => n.toFixed(digits);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const heapMb = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1048576;
};

/** The page an HR officer asks for most: two statuses, two types, sorted by start, 50 rows. */
const PAGE =
  '/api/hr/requests?statusz=benyujtva,jovahagyva&tipus=rendes_szabadsag,tappenz&rendezes=kezdete&irany=csokkeno&meret=50';

/** The same page sorted by name, and a deep page of everything by name. */
const NAME_PAGE = PAGE.replace('rendezes=kezdete', 'rendezes=nev');
const DEEP_NAME_PAGE = '/api/hr/requests?rendezes=nev&irany=novekvo&meret=50&oldal=100';

/** Linux: the peak resident memory of process `pid` since the last reset (MB); resetting it. */
function peakRssMb(pid: number, reset = false): number {
  if (reset) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function timePage(base: string, cookie: string, page = PAGE, runs = 40): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const t0 = process.hrtime.bigint();
    const res = await fetch(base + page, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`page answered ${res.status}`);
    if (i >= 5) times.push(elapsed(t0));
  }
  return median(times);
}

/**
 * One export, read and dropped chunk by chunk (the client keeps nothing, so the heap is the
 * gateway's). `liveHeap`: a forced collection before each heap sample (every 250 ms), so the peak
 * is live memory, not garbage. That export's time is not the export's: each collection of this
 * process's heap (the seeding's models and the gateway together) stops the export for tens of ms,
 * and on loaded cores for more than the 250 ms between them, so the export then ran only between
 * back-to-back collections (122–163 s for what takes ~2 s; docs/performance.md "Imports and
 * lists"). The time is therefore taken from an export without collections, the raw peak
 * (uncollected garbage included) sampled cheaply beside it.
 */
/** CPU milliseconds process `pid` has used so far (Linux /proc: utime + stime in 1/100 s). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function runExport(base: string, cookie: string, dbPid: number, liveHeap: boolean) {
  const heapNow = () => v8.getHeapStatistics().used_heap_size / 1048576;
  const baseline = heapMb();
  let peak = baseline;
  const sampler = liveHeap
    ? setInterval(() => {
        gc();
        peak = Math.max(peak, heapNow());
      }, 250)
    : setInterval(() => {
        peak = Math.max(peak, heapNow());
      }, 5);
  const cpu0 = process.cpuUsage();
  const dbCpu0 = cpuMsOf(dbPid);
  const t0 = process.hrtime.bigint();
  const res = await fetch(`${base}/api/hr/export`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const took = elapsed(t0);
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpu0);
  const dbCpu = cpuMsOf(dbPid) - dbCpu0;
  return { took, growth: peak - baseline, bytes, rows: lines - 1, cpu: (cpu.user + cpu.system) / 1000, dbCpu };
}

const step = (what: string) => process.stderr.write(`hr bench: ${what}\n`);
const db = await startChildDatabase('hr_bench');
step('embedded server started');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-'));
const { models, connection } = await connectTo(db.uri, log);
try {
  await reseed(models, log);
  const demo = await models.LeaveRequest.countDocuments();
  await addLargeSchool(models, 200 - demo);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    LOG_LEVEL: 'silent',
  });
  const gw = await startGateway(config, log, models);
  const base = `http://127.0.0.1:${gw.port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `toth.eva@${DEMO_DOMAIN}`, password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  step(`page at ${await models.LeaveRequest.countDocuments()} requests`);
  const small = await timePage(base, cookie);
  await addLargeSchool(models, 20_000 - 200);
  const total = await models.LeaveRequest.countDocuments();
  step(`page at ${total} requests`);
  const dbPid = db.child.pid!;
  const rssBefore = peakRssMb(dbPid, true);
  const large = await timePage(base, cookie);
  const rssStored = peakRssMb(dbPid) - rssBefore;
  step(`pages by name at ${total} requests`);
  const rssBeforeName = peakRssMb(dbPid, true);
  const byName = await timePage(base, cookie, NAME_PAGE);
  const deepByName = await timePage(base, cookie, DEEP_NAME_PAGE, 20);
  const rssName = peakRssMb(dbPid) - rssBeforeName;
  // The export's 20,000 rows leave drafts out: top up until that many are exportable.
  const exportable = () => models.LeaveRequest.countDocuments({ statusz_kod: { $ne: 'piszkozat' } });
  for (let n = await exportable(); n < 20_000; n = await exportable())
    await addLargeSchool(models, Math.ceil((20_000 - n) * 1.1));
  step('export');
  const exp = await runExport(base, cookie, dbPid, false);
  step('export again, collecting garbage every 250 ms (live heap)');
  const live = await runExport(base, cookie, dbPid, true);
  step('done');
  await gw.close();

  const rows: [string, string, string][] = [
    ['page of 50 at 200 requests (median)', `${fmt(small, 2)} ms`, ''],
    [`page of 50 at ${total} requests (median)`, `${fmt(large, 2)} ms`, ''],
    ['ratio 20,000 / 200', `${fmt(large / small, 2)}x`, `goal <= 3x, ${ratio(large / small, 3)}`],
    [`  the same page sorted by name (median)`, `${fmt(byName, 2)} ms`, `${fmt(byName / large, 2)}x the start order`],
    [`  page 100 of everything by name (median)`, `${fmt(deepByName, 2)} ms`, ''],
    ['  database peak memory growth: start order', `${fmt(rssStored)} MB`, ''],
    ['  database peak memory growth: name order', `${fmt(rssName)} MB`, ''],
    [
      `export of ${exp.rows} rows (${fmt(exp.bytes / 1048576)} MB)`,
      `${fmt(exp.took, 0)} ms`,
      `goal <= 2000 ms, ${ratio(exp.took, 2000)}`,
    ],
    ['  CPU: this process (gateway and reading client)', `${fmt(exp.cpu, 0)} ms`, ''],
    ['  CPU: the database process', `${fmt(exp.dbCpu, 0)} ms`, ''],
    [
      'gateway live heap growth during the export',
      `${fmt(live.growth)} MB`,
      `goal <= 30 MB, ${ratio(Math.max(live.growth, 0.1), 30)}`,
    ],
    [
      "  that export (collecting every 250 ms): time, this process's CPU",
      `${fmt(live.took, 0)} ms, ${fmt(live.cpu, 0)} ms`,
      '',
    ],
    ['  heap growth with uncollected garbage (the timed export)', `${fmt(exp.growth)} MB`, ''],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  const v = Math.max(...rows.map((r) => r[1].length));
  process.stdout.write(`\nHR list and export — node ${process.version}, ${os.cpus().length} CPUs\n`);
  for (const [what, value, goal] of rows) process.stdout.write(`${what.padEnd(w)}  ${value.padEnd(v)}  ${goal}\n`);
} finally {
  await connection.close();
  db.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
