// `npx tsx gateway/bench/admin-requests.bench.ts`: the admin's request import and list (admin-area.md §7 "Leave
// requests") over real HTTP to a real gateway in this process, on the embedded MongoDB-compatible server in a child
// process, with the demo school seeded and 1,000 extra people. Imports a 1,000-row and a 10,000-row CSV (parsed with
// the browser's own parser; goal: 10,000 rows at most 12x the time of 1,000), then fills the school up to 20,000
// requests and times the list's first page (median of 30; default order, by start, by name, page 5 by status, and a
// search). Prints the figures and the ratios; asserts nothing but the 200s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { BulkRequestsAnswer } from '@tavollet/contract/api/admin-requests';
import { parseRequestCsv } from '@tavollet/contract/domain/request-csv';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import { connectTo } from '../src/db/connect.ts';
import { startGateway } from '../src/gateway.ts';
import { reseed } from '../src/seed/demo-school.ts';
import { addLargeSchool } from '../src/seed/large-school.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../src/seed/people.ts';
import { adminCookie, benchConfig, elapsed, ratio, startChildDatabase } from './support.ts';

const PEOPLE = 1_000;
const GOAL_RATIO = 12;
const log = pino({ level: 'silent' });
const step = (what: string) => process.stderr.write(`admin requests bench: ${what}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const om = (i: number) => `79${String(i).padStart(9, '0')}`;

/** `perPerson` two-day rows for each bench person in `year` (Monday and Tuesday of week k). */
function file(year: number, perPerson: number, people: number): string {
  let monday = `${year}-01-05`;
  while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDaysIso(monday, 1);
  const lines = ['oktatasi_azonosito;szabadsag_tipus;ev;kezdete;vege;megjegyzes'];
  for (let k = 0; k < perPerson; k++) {
    const start = addDaysIso(monday, 7 * k);
    for (let p = 0; p < people; p++)
      lines.push(`${om(p)};rendes_szabadsag;${year};${start};${addDaysIso(start, 1)};bench`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function importFile(base: string, cookie: string, text: string) {
  const t0 = process.hrtime.bigint();
  const parsed = parseRequestCsv(text);
  if (!parsed.ok) throw new Error(`bench: the file was refused: ${parsed.errors.join(' | ')}`);
  const res = await fetch(`${base}/api/admin/createbulkrequests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ overwrite: false, leaves: parsed.rows }),
  });
  const body: unknown = await res.json();
  if (res.status !== 200) throw new Error(`bench: createbulkrequests answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: elapsed(t0), answer: BulkRequestsAnswer.parse(body) };
}

async function timePage(base: string, cookie: string, query: string, runs = 30): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const t0 = process.hrtime.bigint();
    const res = await fetch(`${base}/api/admin/getrequests${query}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bench: getrequests answered ${res.status}`);
    if (i >= 3) times.push(elapsed(t0));
  }
  return median(times);
}

const db = await startChildDatabase('admin_requests_bench');
step('embedded server started');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-requests-bench-'));
const { models, connection } = await connectTo(db.uri, log);
try {
  await reseed(models, log);
  const first = (await models.User.find({}, { user_id: 1 }).sort({ user_id: -1 }).limit(1).lean())[0]?.user_id ?? 0;
  await models.User.insertMany(
    Array.from({ length: PEOPLE }, (_, i) => ({
      user_id: first + 1 + i,
      nev: `Bench Ember ${i}`,
      email: `bench.${i}@bench.hu`,
      felhasznalonev: `bench.${i}`,
      oktatasi_azonosito: om(i),
      szerepkorok: ['tanar'],
    })),
  );
  await models.Counter.updateOne({ _id: 'user_id' }, { $max: { seq: first + PEOPLE } }, { upsert: true });
  const gw = await startGateway(benchConfig(dataDir), log, models);
  const base = `http://127.0.0.1:${gw.port}`;
  const cookie = await adminCookie(base, DEMO_ADMIN.email, DEMO_PASSWORD);

  step('import of 1,000 rows');
  const small = await importFile(base, cookie, file(2015, 1, PEOPLE));
  step('import of 10,000 rows');
  const large = await importFile(base, cookie, file(2016, 10, PEOPLE));

  const stored = await models.LeaveRequest.countDocuments();
  if (stored < 20_000) {
    step(`filling up to 20,000 requests (${stored} stored)`);
    await addLargeSchool(models, 20_000 - stored);
  }
  const total = await models.LeaveRequest.countDocuments();
  step(`list pages at ${total} requests`);
  const pageDefault = await timePage(base, cookie, '');
  step(`default order: ${pageDefault.toFixed(1)} ms`);
  const pageStart = await timePage(base, cookie, '?rendezes=kezdete&irany=novekvo');
  step(`by start: ${pageStart.toFixed(1)} ms`);
  const pageName = await timePage(base, cookie, '?rendezes=nev&irany=novekvo');
  step(`by name: ${pageName.toFixed(1)} ms`);
  const pageStatus = await timePage(base, cookie, '?rendezes=statusz&irany=csokkeno&oldal=5');
  step(`by status, page 5: ${pageStatus.toFixed(1)} ms`);
  const pageSearch = await timePage(base, cookie, '?kereses=bench%20ember%2012&statusz=jovahagyva');
  await gw.close();

  const r = large.ms / small.ms;
  const rows: [string, string, string][] = [
    [`import 1,000 rows (${small.answer.letrehozva} created)`, `${small.ms.toFixed(0)} ms`, ''],
    [
      `import 10,000 rows (${large.answer.letrehozva} created)`,
      `${large.ms.toFixed(0)} ms`,
      `${r.toFixed(1)}x the 1,000 rows; goal <= ${GOAL_RATIO}x, ${ratio(r, GOAL_RATIO)}`,
    ],
    [`list, first page, request date desc (${total} requests)`, `${pageDefault.toFixed(1)} ms`, 'median of 30'],
    ['list, first page, by start', `${pageStart.toFixed(1)} ms`, 'median of 30'],
    ['list, first page, by name', `${pageName.toFixed(1)} ms`, 'median of 30'],
    ['list, page 5, by status desc', `${pageStatus.toFixed(1)} ms`, 'median of 30'],
    ['list, search + status', `${pageSearch.toFixed(1)} ms`, 'median of 30'],
  ];
  const w = Math.max(...rows.map((x) => x[0].length));
  const v = Math.max(...rows.map((x) => x[1].length));
  process.stdout.write(`\nAdmin requests — node ${process.version}, ${os.cpus().length} CPUs\n`);
  for (const [what, value, goal] of rows) process.stdout.write(`${what.padEnd(w)}  ${value.padEnd(v)}  ${goal}\n`);
} finally {
  await connection.close();
  db.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
