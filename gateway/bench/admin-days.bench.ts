// `npx tsx gateway/bench/admin-days.bench.ts`: the school-year days import (admin-area.md §5 "Day
// CSV (school-year screen check)", §7 createbulkdays) over real
// HTTP to a real gateway in this process, on the embedded MongoDB-compatible server in a child
// process, with the demo school seeded (two school years of days stored). A 365-day CSV is parsed
// with the browser's own parser and imported twice: merged (upserts next to the stored days) and
// as a full overwrite (every stored day deleted, the 365 inserted). Prints each time and its ratio
// to the goal (≤ 1 s from the click to the answer); asserts nothing beyond the answers being 200.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { BulkDaysAnswer } from '@tavollet/contract/api/admin-calendar';
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
import { parseDayCsv } from '@tavollet/contract/domain/day-csv';
import { connectTo } from '../src/db/connect.ts';
import { startGateway } from '../src/gateway.ts';
import { reseed } from '../src/seed/demo-school.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../src/seed/people.ts';
import { adminCookie, benchConfig, elapsed as ms, ratio, startChildDatabase } from './support.ts';

const DAYS = 365;
const GOAL_MS = 1_000;
const log = pino({ level: 'silent' });
const step = (what: string) => process.stderr.write(`days bench: ${what}\n`);

/** A year of days from `first` as the template's CSV (DD/MM/YYYY, weekends s, a note each month). */
function yearFile(first: string): string {
  const lines = Array.from({ length: DAYS }, (_, i) => {
    const d = addDaysIso(first, i);
    const type = isoWeekday(d) >= 6 ? 's' : i % 7 === 3 ? 'm' : 't';
    const note = d.endsWith('-01') ? 'Hónap első napja' : '';
    return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)},${type},${note}`;
  });
  return `\uFEFFdatum,naptipus,megjegyzes\r\n${lines.join('\r\n')}\r\n`;
}

/** The browser's check, then the call: the time an admin waits after choosing the file. */
async function importFile(base: string, cookie: string, text: string, overwrite: boolean) {
  const t0 = process.hrtime.bigint();
  const parsed = parseDayCsv(text);
  if (!parsed.ok) throw new Error(`bench: the file was refused: ${parsed.errors.join(' | ')}`);
  const parseMs = ms(t0);
  const t1 = process.hrtime.bigint();
  const res = await fetch(`${base}/api/admin/createbulkdays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ overwrite, dayList: parsed.rows }),
  });
  const body: unknown = await res.json();
  if (res.status !== 200) throw new Error(`bench: createbulkdays answered ${res.status}: ${JSON.stringify(body)}`);
  return { parseMs, callMs: ms(t1), totalMs: ms(t0), answer: BulkDaysAnswer.parse(body) };
}

const db = await startChildDatabase('days_bench');
step('embedded server started');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'days-bench-'));
const { models, connection } = await connectTo(db.uri, log);
try {
  await reseed(models, log);
  const stored = await models.CalendarDay.countDocuments();
  const gw = await startGateway(benchConfig(dataDir), log, models);
  const base = `http://127.0.0.1:${gw.port}`;
  const cookie = await adminCookie(base, DEMO_ADMIN.email, DEMO_PASSWORD);
  const first = (await models.CalendarDay.findOne({}, { datum: 1 }).sort({ datum: 1 }).lean())!.datum;

  step(`merge of ${DAYS} days into ${stored} stored days`);
  const merge = await importFile(base, cookie, yearFile(first), false);
  step(`full overwrite with ${DAYS} days`);
  const overwrite = await importFile(base, cookie, yearFile(addDaysIso(first, 180)), true);
  step('done');
  await gw.close();

  const counts = (a: BulkDaysAnswer) => `${a.letrehozva} new, ${a.frissitve} updated, ${a.torolve} deleted`;
  const rows: [string, string, string][] = [
    [
      `merge, ${DAYS} days (${counts(merge.answer)})`,
      `${merge.totalMs.toFixed(0)} ms`,
      `goal <= ${GOAL_MS} ms, ${ratio(merge.totalMs, GOAL_MS)}`,
    ],
    ['  CSV check in the browser’s parser', `${merge.parseMs.toFixed(1)} ms`, ''],
    ['  createbulkdays over HTTP', `${merge.callMs.toFixed(0)} ms`, ''],
    [
      `full overwrite, ${DAYS} days (${counts(overwrite.answer)})`,
      `${overwrite.totalMs.toFixed(0)} ms`,
      `goal <= ${GOAL_MS} ms, ${ratio(overwrite.totalMs, GOAL_MS)}`,
    ],
    ['  CSV check in the browser’s parser', `${overwrite.parseMs.toFixed(1)} ms`, ''],
    ['  createbulkdays over HTTP', `${overwrite.callMs.toFixed(0)} ms`, ''],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  const v = Math.max(...rows.map((r) => r[1].length));
  process.stdout.write(`\nDays import — node ${process.version}, ${os.cpus().length} CPUs\n`);
  for (const [what, value, goal] of rows) process.stdout.write(`${what.padEnd(w)}  ${value.padEnd(v)}  ${goal}\n`);
} finally {
  await connection.close();
  db.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
