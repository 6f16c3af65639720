// `npx tsx gateway/bench/admin-users.bench.ts`: the users import (admin-area.md §5 "User CSV", §7
// "Users" createbulkusers) over real HTTP to a real gateway in this process, on the embedded
// MongoDB-compatible server in a child process, with the demo school seeded. A 5,000-row CSV is
// parsed with the browser's own parser and imported twice: once merged (5,000 new people, 5,000
// invitations) and once as a full overwrite (4,000 of them again, 1,000 renamed, 1,000 new,
// everyone else blocked). Prints each time and its ratio to the goal (≤ 10 s from the click to the
// answer); asserts nothing beyond the answers being 200.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { BulkUsersAnswer } from '@tavollet/contract/api/admin-users';
import { parseUserCsv } from '@tavollet/contract/domain/user-csv';
import { connectTo } from '../src/db/connect.ts';
import { startGateway } from '../src/gateway.ts';
import { reseed } from '../src/seed/demo-school.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../src/seed/people.ts';
import { adminCookie, benchConfig, elapsed as ms, ratio, startChildDatabase } from './support.ts';

const ROWS = 5_000;
const GOAL_MS = 10_000;
const log = pino({ level: 'silent' });

const fmt = (n: number, digits = 1): string => n.toFixed(digits);
const step = (what: string) => process.stderr.write(`users bench: ${what}\n`);

/** Person `i` of the bench file as a `;` CSV line (the template's shape), `tag` in the name. */
const line = (i: number, tag = '') =>
  `Teszt Ember ${i}${tag};teszt.ember${i}@bench.hu;teszt.ember${i};7${String(i).padStart(10, '0')};"tanar${i % 10 === 0 ? ';hr' : ''}"`;
const file = (lines: string[]) =>
  `\uFEFFnev;email;felhasznalonev;oktatasi_azonosito;szerepkorok\r\n${lines.join('\r\n')}\r\n`;

/** The browser's check, then the call: the time an admin waits after choosing the file. */
async function importFile(base: string, cookie: string, text: string, overwrite: boolean) {
  const t0 = process.hrtime.bigint();
  const parsed = parseUserCsv(text);
  if (!parsed.ok) throw new Error(`bench: the file was refused: ${parsed.errors.join(' | ')}`);
  const parseMs = ms(t0);
  const t1 = process.hrtime.bigint();
  const res = await fetch(`${base}/api/admin/createbulkusers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ overwrite, userList: parsed.rows }),
  });
  const body: unknown = await res.json();
  if (res.status !== 200) throw new Error(`bench: createbulkusers answered ${res.status}: ${JSON.stringify(body)}`);
  return { parseMs, callMs: ms(t1), totalMs: ms(t0), answer: BulkUsersAnswer.parse(body) };
}

const db = await startChildDatabase('users_bench');
step('embedded server started');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-bench-'));
const { models, connection } = await connectTo(db.uri, log);
try {
  await reseed(models, log);
  const staff = await models.User.countDocuments();
  const config = benchConfig(dataDir);
  const gw = await startGateway(config, log, models);
  const base = `http://127.0.0.1:${gw.port}`;
  const cookie = await adminCookie(base, DEMO_ADMIN.email, DEMO_PASSWORD);

  step(`merge of ${ROWS} new people into ${staff} staff`);
  const mergeText = file(Array.from({ length: ROWS }, (_, i) => line(i)));
  const merge = await importFile(base, cookie, mergeText, false);
  const invites = await models.AuthToken.countDocuments({ kind: 'invite' });

  step(`full overwrite of ${ROWS} rows`);
  const overwriteText = file(
    Array.from({ length: ROWS }, (_, i) =>
      i < 3_000 ? line(i) : i < 4_000 ? line(i, ' (átnevezve)') : line(ROWS + i),
    ),
  );
  const overwrite = await importFile(base, cookie, overwriteText, true);
  step('done');
  await gw.close();

  const counts = (a: BulkUsersAnswer) => `${a.letrehozva} new, ${a.frissitve} updated, ${a.blokkolva} blocked`;
  const rows: [string, string, string][] = [
    [
      `merge, ${ROWS} rows (${counts(merge.answer)})`,
      `${fmt(merge.totalMs, 0)} ms`,
      `goal <= ${GOAL_MS} ms, ${ratio(merge.totalMs, GOAL_MS)}`,
    ],
    ['  CSV check in the browser’s parser', `${fmt(merge.parseMs, 0)} ms`, ''],
    ['  createbulkusers over HTTP', `${fmt(merge.callMs, 0)} ms`, `${invites} invitations queued`],
    [
      `full overwrite, ${ROWS} rows (${counts(overwrite.answer)})`,
      `${fmt(overwrite.totalMs, 0)} ms`,
      `goal <= ${GOAL_MS} ms, ${ratio(overwrite.totalMs, GOAL_MS)}`,
    ],
    ['  CSV check in the browser’s parser', `${fmt(overwrite.parseMs, 0)} ms`, ''],
    ['  createbulkusers over HTTP', `${fmt(overwrite.callMs, 0)} ms`, ''],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  const v = Math.max(...rows.map((r) => r[1].length));
  process.stdout.write(`\nUsers import — node ${process.version}, ${os.cpus().length} CPUs\n`);
  for (const [what, value, goal] of rows) process.stdout.write(`${what.padEnd(w)}  ${value.padEnd(v)}  ${goal}\n`);
} finally {
  await connection.close();
  db.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
