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
import { createModels, type Models } from '../src/db/models.ts';
import { DEMO_DOMAIN, DEMO_TEACHERS, DEMO_PASSWORD } from '../src/seed/people.ts';
import { startTestSmtp, type TestSmtp } from '../test/mail/smtp.ts';
import { childDatabaseCredential } from './support.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    kills: { type: 'string', default: '12' },
    outages: { type: 'string', default: '6' },
    /** The gateway's port (fixed: the clients keep calling it across restarts); the database takes the next. */
    port: { type: 'string', default: '8110' },
    /** Seconds of work between two kills, and before the first and after the last outage. */
    gap: { type: 'string', default: '6' },
  },
});
const KILLS = Number(args.kills);
const OUTAGES = Number(args.outages);
const GAP_MS = Number(args.gap) * 1000;
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
/** Four leader sessions (two each) so that decisions also race each other; the rest are teachers. */
const LEADERS = [
  ['szabo.katalin', 'igazgato'],
  ['szabo.katalin', 'igazgato'],
  ['nagy.peter', 'igazgatohelyettes'],
  ['nagy.peter', 'igazgatohelyettes'],
] as const;
const TEACHERS = DEMO_TEACHERS.slice(0, Math.max(1, Number(args.clients) - LEADERS.length)).map((t) => t.login);
/** Outage lengths spread evenly over 5–60 s. */
const OUTAGE_S = Array.from({ length: OUTAGES }, (_, i) => Math.round(5 + (55 * i) / Math.max(1, OUTAGES - 1)));
/** How long the mails may take to drain after the load stops (a killed sender's lock lapses after JOBS_LOCK_MS). */
const DRAIN_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

// ---------------------------------------------------------------- the database, the sink, the gateway

const root = await mkdtemp(path.join(os.tmpdir(), 'crash-series-'));
const dbDir = path.join(root, 'db');
const dbPort = PORT + 1;
const credential = childDatabaseCredential();
const uri = databaseUri(
  `mongodb://${credential.env.EMBEDDED_MONGO_USERNAME}:${encodeURIComponent(credential.env.EMBEDDED_MONGO_PASSWORD)}@127.0.0.1:${dbPort}/?authSource=admin`,
  'tavollet',
  { replicaSet: 'rs0' },
);
let database!: ChildProcess;

/** The embedded server's CLI on the same directory and port each time; resolves once it listens. */
async function startDatabase(): Promise<void> {
  database = spawn(
    process.execPath,
    ['--import', 'tsx', EMBEDDED_MONGO_CLI, '--dir', dbDir, '--port', String(dbPort), '--quiet'],
    { cwd: REPO_ROOT, env: credential.env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const child = database;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('listening') && resolve());
    child.once('exit', (code, signal) => reject(new Error(`the database exited (${code ?? signal})`)));
  });
}

// A failed run leaves no process behind (the children do not end with this process by themselves).
let gateway: Gateway | undefined;
process.on('exit', () => {
  database?.kill('SIGKILL');
  try {
    if (gateway) process.kill(gateway.pid, 'SIGKILL');
  } catch {
    // already gone
  }
});

const smtp: TestSmtp = await startTestSmtp();

/** The built gateway on PORT against the database; the demo school is seeded on the first start. */
async function startTheGateway(first: boolean): Promise<void> {
  gateway = await startGateway(
    {
      PORT: String(PORT),
      MONGODB_URI: uri,
      DEMO_SCHOOL: String(first),
      SMTP_URL: smtp.url,
    },
    { dataDir: path.join(root, 'gateway') },
  );
}

async function whenReady(ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await fetch(`${BASE}/api/ready`).catch(() => null))?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`/api/ready did not answer 200 within ${ms} ms`);
}

// ---------------------------------------------------------------- the clients

/** One answer as a client saw it (status 0: no HTTP answer, e.g. the gateway was down). */
interface Call {
  path: string;
  t0: number;
  t1: number;
  status: number;
  message: string;
}
const calls: Call[] = [];

type AckKind = 'submit' | 'withdraw' | 'approve' | 'preliminary' | 'reject';
/** An acknowledged change: what the answer said it did. */
interface Ack {
  kind: AckKind;
  kerelem_id: number;
  /** The status it left. */
  statusz_kod: string;
}
const acks: Ack[] = [];

class Client {
  private cookie = '';
  constructor(private readonly login: string) {}

  async call(method: string, p: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const t0 = now();
    let status = 0;
    let json: Record<string, unknown> = {};
    let message = '';
    try {
      const res = await fetch(BASE + p, {
        method,
        headers: {
          origin: BASE,
          cookie: this.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(90_000),
      });
      status = res.status;
      const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
      if (set.length) this.cookie = set.join('; ');
      const text = await res.text();
      json = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {};
      message = typeof json.message === 'string' ? json.message : '';
    } catch (error) {
      message = (error as Error).cause ? String((error as { cause: { code?: string } }).cause.code) : String(error);
    }
    calls.push({ path: p.split('?')[0]!, t0, t1: now(), status, message });
    if (status === 401) this.cookie = '';
    return { status, json };
  }

  /** Signs in (again) when the session is gone; false while the gateway cannot do it. */
  async signedIn(): Promise<boolean> {
    if (this.cookie) return true;
    const res = await this.call('POST', '/api/auth/login', {
      email: `${this.login}@${DEMO_DOMAIN}`,
      password: DEMO_PASSWORD,
    });
    return res.status === 200;
  }
}

let running = true;

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** A random weekday of `year`; the clients keep their own requests' days apart themselves. */
function weekdayOf(year: number): string {
  for (;;) {
    const d = new Date(Date.UTC(year, 0, 1 + Math.floor(Math.random() * 365)));
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && d.getUTCFullYear() === year) return iso(d);
  }
}

/**
 * A teacher: submits one-day requests (regular leave within next year's quota, official and
 * school-caused absences without one, and parental leave, which the deputy pre-approves), and
 * withdraws one of its waiting requests now and then.
 */
async function teacher(login: string): Promise<void> {
  const client = new Client(login);
  const year = new Date().getUTCFullYear() + 1;
  const taken = new Set<string>();
  const waiting: number[] = [];
  while (running) {
    await sleep(between(200, 600));
    if (!(await client.signedIn())) {
      await sleep(250);
      continue;
    }
    if (waiting.length > 0 && Math.random() < 0.2) {
      const kerelem_id = waiting.splice(Math.floor(Math.random() * waiting.length), 1)[0]!;
      const res = await client.call('POST', '/api/user/teacher/withdraw', { kerelem_id });
      if (res.status === 200) acks.push({ kind: 'withdraw', kerelem_id, statusz_kod: 'torolve' });
      continue;
    }
    const r = Math.random();
    const tipus =
      r < 0.4 ? 'rendes_szabadsag' : r < 0.75 ? 'hivatalos' : r < 0.9 ? 'iskola_eredetu' : 'szuloi_szabadsag';
    let day = weekdayOf(tipus === 'rendes_szabadsag' ? year : year + (Math.random() < 0.5 ? 0 : 1));
    while (taken.has(day)) day = weekdayOf(Number(day.slice(0, 4)));
    const res = await client.call('POST', '/api/user/teacher/submit', { tipus, mettol: day, meddig: day });
    if (res.status === 200) {
      const kerelem_id = res.json.kerelem_id as number;
      taken.add(day);
      waiting.push(kerelem_id);
      acks.push({ kind: 'submit', kerelem_id, statusz_kod: 'submitted' });
    } else if (res.status === 409 && String(res.json.message).includes('átfedi')) taken.add(day);
  }
}

/** A leader session: decides what waits for its role, three approvals to one rejection. */
async function leader(login: string, szerep: string): Promise<void> {
  const client = new Client(login);
  while (running) {
    await sleep(between(100, 400));
    if (!(await client.signedIn())) {
      await sleep(250);
      continue;
    }
    const list = await client.call('GET', `/api/leaders/pending?szerep=${szerep}`);
    const items = (list.json.items ?? []) as { kerelem_id: number }[];
    if (list.status !== 200 || items.length === 0) {
      await sleep(500);
      continue;
    }
    const { kerelem_id } = items[Math.floor(Math.random() * Math.min(items.length, 20))]!;
    const reject = Math.random() < 0.25;
    const res = reject
      ? await client.call('POST', '/api/leaders/reject', {
          szerep,
          kerelem_id,
          jovahagyoi_megjegyzes: 'Terhelési teszt',
        })
      : await client.call('POST', '/api/leaders/approve', { szerep, kerelem_id, megjegyzes: null });
    if (res.status !== 200) continue;
    const statusz_kod = String(res.json.statusz_kod);
    const kind = statusz_kod === 'jovahagyva' ? 'approve' : statusz_kod === 'elutasitva' ? 'reject' : 'preliminary';
    acks.push({ kind, kerelem_id, statusz_kod });
  }
}

// ---------------------------------------------------------------- the run

const log = (line: string) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);

log(
  `data in ${root}; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await startDatabase();
await startTheGateway(true);
await whenReady();

/** Quota used days minus the approved requests' working days, per person, year and type: the run must not move it. */
async function quotaGaps(models: Models): Promise<Map<string, number>> {
  const gaps = new Map<string, number>();
  for (const q of await models.Quota.find().lean<Record<string, unknown>[]>()) {
    for (const [k, v] of Object.entries(q))
      if (k.endsWith('_felhasznalt'))
        gaps.set(`${String(q.user)} ${String(q.ev)} ${k.replace('_felhasznalt', '')}`, v as number);
  }
  const approved = await models.LeaveRequest.aggregate<{
    _id: { user: unknown; ev: number; tipus_kod: string };
    days: number;
  }>([
    { $match: { statusz_kod: 'jovahagyva' } },
    { $group: { _id: { user: '$user', ev: '$ev', tipus_kod: '$tipus_kod' }, days: { $sum: '$munkanapok_szama' } } },
  ]);
  for (const a of approved) {
    const key = `${String(a._id.user)} ${a._id.ev} ${a._id.tipus_kod}`;
    if (gaps.has(key)) gaps.set(key, gaps.get(key)! - a.days);
  }
  return gaps;
}

const before = await (async () => {
  const conn = await mongoose.createConnection(uri, { autoIndex: false }).asPromise();
  try {
    return { gaps: await quotaGaps(createModels(conn)), since: new Date() };
  } finally {
    await conn.close();
  }
})();

const loops = [...TEACHERS.map((t) => teacher(t)), ...LEADERS.map(([login, szerep]) => leader(login, szerep))];
log(`${TEACHERS.length} teachers and ${LEADERS.length} leader sessions at work`);
await sleep(GAP_MS);

// Phase 1: the gateway killed mid-work, restarted at once.
const restarts: number[] = [];
const phase1Acks = () => acks.length;
for (let i = 1; i <= KILLS; i++) {
  process.kill(gateway!.pid, 'SIGKILL');
  const t0 = now();
  await sleep(200);
  await startTheGateway(false);
  await whenReady();
  restarts.push(now() - t0);
  log(`gateway kill ${i}/${KILLS}: ready again after ${(restarts.at(-1)! / 1000).toFixed(1)} s`);
  await sleep(between(GAP_MS / 2, GAP_MS));
}
const acksAfterPhase1 = phase1Acks();

// Phase 2: the database away, killed and restarted on its directory or paused and resumed.
interface Outage {
  mode: 'kill' | 'stop';
  start: number;
  back: number;
}
const outages: Outage[] = [];
await sleep(GAP_MS);
for (const [i, seconds] of OUTAGE_S.entries()) {
  const mode = i % 2 === 0 ? 'kill' : 'stop';
  const start = now();
  if (mode === 'kill') {
    const exited = new Promise((r) => database.once('exit', r));
    database.kill('SIGKILL');
    await exited;
    await sleep(seconds * 1000 - (now() - start));
    await startDatabase();
  } else {
    database.kill('SIGSTOP');
    await sleep(seconds * 1000);
    database.kill('SIGCONT');
  }
  outages.push({ mode, start, back: now() });
  log(`database ${mode === 'kill' ? 'killed' : 'paused'} for ${seconds} s (${i + 1}/${OUTAGES})`);
  await sleep(Math.max(GAP_MS, 10_000));
}

running = false;
await Promise.all(loops);
log(`load stopped: ${acks.length} acknowledged changes; waiting for the mails`);

// ---------------------------------------------------------------- the checks

const conn = await mongoose.createConnection(uri, { autoIndex: false }).asPromise();
const models = createModels(conn);

type Req = {
  kerelem_id: number;
  user: mongoose.Types.ObjectId;
  statusz_kod: string;
  tipus_kod: string;
  jovahagyo_szerep: string;
  elozetes_jovahagyo_szerep: string | null;
  history: { statusz_kod: string; at: Date }[];
};
const touched = await models.LeaveRequest.find({ 'history.at': { $gte: before.since } }).lean<Req[]>();
const byId = new Map(touched.map((r) => [r.kerelem_id, r]));
const people = await models.User.find({}, { email: 1, szerepkorok: 1, blocked: 1 }).lean();
const emailOf = new Map(people.map((p) => [String(p._id), p.email]));
const holders = (role: string | null) =>
  people.filter((p) => role && !p.blocked && p.szerepkorok.includes(role as never)).map((p) => p.email);

// Lost: an acknowledged change whose status is not in its request's history.
const PENDING = ['elozetes_jovahagyasra_var', 'jovahagyasra_var'];
const lost = acks.filter((a) => {
  const history = byId.get(a.kerelem_id)?.history.map((h) => h.statusz_kod) ?? [];
  return a.kind === 'submit' ? !PENDING.includes(history[0] ?? '') : !history.includes(a.statusz_kod);
});

// Half-applied: the status not where its history ended, quota used days moved apart from the
// approved requests' days, a change without its audit entry.
const statusVsHistory = touched.filter((r) => r.history.at(-1)?.statusz_kod !== r.statusz_kod);
const after = await quotaGaps(models);
const quotaMoved = [...after].filter(([k, v]) => v !== (before.gaps.get(k) ?? v));
const ACTION: Record<string, string> = {
  elozetes_jovahagyasra_var: 'leave_request.submitted',
  jovahagyasra_var: 'leave_request.submitted',
  jovahagyva: 'leave_request.approved',
  elutasitva: 'leave_request.rejected',
  torolve: 'leave_request.withdrawn',
};
const audits = await models.AuditLog.find(
  { at: { $gte: before.since }, action: /^leave_request\./ },
  { action: 1, target: 1 },
).lean();
const audited = new Set(audits.map((a) => `${a.action} ${a.target}`));
let changes = 0;
const unaudited: string[] = [];
/** Every mail a committed change should have sent: `recipient kind #kerelem_id`. */
const expected = new Map<string, { acked: boolean }>();
const ackedChange = new Set(acks.map((a) => `${a.kerelem_id} ${a.kind === 'submit' ? 'submitted' : a.statusz_kod}`));
for (const r of touched) {
  for (const [i, h] of r.history.entries()) {
    if (h.at < before.since) continue;
    changes++;
    const prev = r.history[i - 1]?.statusz_kod;
    const isSubmit = i === 0 && PENDING.includes(h.statusz_kod);
    const action =
      prev === 'elozetes_jovahagyasra_var' && h.statusz_kod === 'jovahagyasra_var'
        ? 'leave_request.preliminary_approved'
        : isSubmit
          ? 'leave_request.submitted'
          : ACTION[h.statusz_kod];
    if (!audited.has(`${action} ${r.kerelem_id}`)) unaudited.push(`${action} ${r.kerelem_id}`);
    const acked = ackedChange.has(`${r.kerelem_id} ${isSubmit ? 'submitted' : h.statusz_kod}`);
    const mail = (to: string[], kind: string) => {
      for (const email of to) expected.set(`${email} ${kind} #${r.kerelem_id}`, { acked });
    };
    const requester = emailOf.get(String(r.user))!;
    const waitingFor = (s: string | undefined) =>
      s === 'elozetes_jovahagyasra_var'
        ? r.elozetes_jovahagyo_szerep
        : s === 'jovahagyasra_var'
          ? r.jovahagyo_szerep
          : null;
    const notRequester = (to: string[]) => to.filter((e) => e !== requester);
    if (isSubmit) mail(notRequester(holders(waitingFor(h.statusz_kod))), 'submitted');
    else if (h.statusz_kod === 'jovahagyasra_var') mail(notRequester(holders(r.jovahagyo_szerep)), 'preliminary');
    else if (h.statusz_kod === 'jovahagyva') mail([requester], 'approved');
    else if (h.statusz_kod === 'elutasitva') mail([requester], 'rejected');
    else if (h.statusz_kod === 'torolve') mail(notRequester(holders(waitingFor(prev))), 'withdrawn');
  }
}

const SUBJECTS: [string, string][] = [
  ['Új kérelem vár döntésre', 'submitted'],
  ['Előzetesen jóváhagyott kérelem vár döntésre', 'preliminary'],
  ['Kérelmedet jóváhagyták', 'approved'],
  ['Kérelmedet elutasították', 'rejected'],
  ['Visszavont kérelem', 'withdrawn'],
];
/** The sink's mails as `recipient kind #kerelem_id` with how many times each came. */
function received(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of smtp.received) {
    const subject = m.subject.replace(/^\[SÜRGŐS\] /, '');
    const kind = SUBJECTS.find(([s]) => subject.startsWith(s))?.[1] ?? `other: ${subject}`;
    // The body is quoted-printable: "K=C3=A9relem: #12" keeps "relem: #12".
    const id = /relem: #(\d+)/.exec(m.raw.replace(/=\r?\n/g, ''))?.[1] ?? '?';
    for (const to of m.to) counts.set(`${to} ${kind} #${id}`, (counts.get(`${to} ${kind} #${id}`) ?? 0) + 1);
  }
  return counts;
}
const drainUntil = Date.now() + DRAIN_MS;
let sent = received();
while (Date.now() < drainUntil && [...expected.keys()].some((k) => !sent.has(k))) {
  await sleep(1000);
  sent = received();
}
await sleep(5000); // a duplicate after the last expected mail still counts
sent = received();

const missing = [...expected].filter(([k]) => !sent.has(k));
const duplicated = [...sent].filter(([, n]) => n > 1);
const unexpected = [...sent].filter(([k]) => !expected.has(k));

// ---------------------------------------------------------------- the table

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : NaN);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (kind: AckKind) => acks.filter((a) => a.kind === kind).length;
const rows: [string, string][] = [
  [
    'load average at the end (1/5/15 min)',
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  ],
  ['clients', `${TEACHERS.length} teachers, ${LEADERS.length} leader sessions`],
  ['gateway kills; restart to ready (median/max)', `${KILLS}; ${s(median(restarts))} / ${s(Math.max(...restarts))}`],
  ['database outages', outages.map((o, i) => `${OUTAGE_S[i]} s ${o.mode}`).join(', ')],
  [
    'acknowledged',
    `${acks.length} (${acksAfterPhase1} by the end of phase 1): ${count('submit')} submits, ${count('approve')} approvals, ` +
      `${count('preliminary')} preliminary approvals, ${count('reject')} rejections, ${count('withdraw')} withdrawals`,
  ],
  [
    'lost (acknowledged, not in the database)',
    `${lost.length}${
      lost.length
        ? ': ' +
          lost
            .slice(0, 5)
            .map((a) => `${a.kind} #${a.kerelem_id}`)
            .join(', ')
        : ''
    }`,
  ],
  [
    'half-applied',
    `${statusVsHistory.length} status ≠ history end, ${quotaMoved.length} quota used ≠ approved days, ` +
      `${unaudited.length} of ${changes} changes without audit entry${unaudited.length ? ' (' + unaudited.slice(0, 5).join(', ') + ')' : ''}`,
  ],
  [
    'notifications',
    `${expected.size} expected (${[...expected.values()].filter((e) => e.acked).length} for acknowledged changes), ` +
      `${[...sent.values()].reduce((a, b) => a + b, 0)} sent, ${missing.length} missing ` +
      `(${missing.filter(([, e]) => e.acked).length} of acknowledged), ${duplicated.length} duplicated, ${unexpected.length} unexpected`,
  ],
];
for (const [i, o] of outages.entries()) {
  const during = calls.filter((c) => c.t0 >= o.start && c.t0 < o.back && c.path !== '/api/auth/login');
  const statuses = new Map<string, number>();
  for (const c of during) statuses.set(String(c.status), (statuses.get(String(c.status)) ?? 0) + 1);
  const messages = [...new Set(during.filter((c) => c.status >= 500 || c.status === 0).map((c) => c.message))].slice(
    0,
    2,
  );
  const good = calls.filter((c) => c.status >= 200 && c.status < 300 && c.t1 >= o.back && c.path !== '/api/auth/login');
  const firstGood = Math.min(...good.map((c) => c.t1)) - o.back;
  const queued = calls.filter((c) => c.t0 < o.back && c.t1 >= o.back).map((c) => c.t1 - o.back);
  rows.push([
    `outage ${i + 1} (${OUTAGE_S[i]} s ${o.mode})`,
    `${during.length} answers, latency median ${s(median(during.map((c) => c.t1 - c.t0)))} max ${s(Math.max(0, ...during.map((c) => c.t1 - c.t0)))}; ` +
      `statuses ${[...statuses].map(([k, n]) => `${k}×${n}`).join(' ')}; ${messages.map((m) => `"${m}"`).join(' ')}; ` +
      `first good answer ${s(firstGood)} after the return; in flight at the return done within ${s(Math.max(0, ...queued))}`,
  ]);
}
const firsts = outages.map(
  (o) =>
    Math.min(
      ...calls
        .filter((c) => c.status >= 200 && c.status < 300 && c.t1 >= o.back && c.path !== '/api/auth/login')
        .map((c) => c.t1),
    ) - o.back,
);
rows.push([
  'time to first good answer after the database returns (median/max)',
  `${s(median(firsts))} / ${s(Math.max(...firsts))}`,
]);
const width = Math.max(...rows.map(([k]) => k.length));
process.stdout.write(`\nCrash series\n${rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`);
if (missing.length)
  process.stdout.write(
    `missing mails (first 10): ${missing
      .slice(0, 10)
      .map(([k]) => k)
      .join('; ')}\n`,
  );
if (duplicated.length)
  process.stdout.write(`duplicated mails: ${duplicated.map(([k, n]) => `${k} ×${n}`).join('; ')}\n`);
if (unexpected.length)
  process.stdout.write(
    `unexpected mails (first 10): ${unexpected
      .slice(0, 10)
      .map(([k]) => k)
      .join('; ')}\n`,
  );

await conn.close();
await gateway!.stop();
gateway = undefined;
const stopped = new Promise((r) => database.once('exit', r));
database.kill('SIGTERM');
await stopped;
await smtp.close();
await rm(root, { recursive: true, force: true });
const failed = lost.length + statusVsHistory.length + quotaMoved.length + unaudited.length + missing.length > 0;
process.exit(failed ? 1 : 0);
