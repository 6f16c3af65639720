// `npx tsx gateway/bench/leaders.bench.ts`: the median time of the leaders' pending list and of
// the homes' counts call (docs/architecture.md "Approval routing") over real HTTP against a real
// gateway on the embedded MongoDB-compatible server, with 200 and with 20,000 requests in the
// database (most decided, about 2 % pending, withdrawn ones still naming the role they waited
// for). Prints the medians, the growth ratio and the ratio against the goal (≤ 30 ms median at
// 20,000); asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Types } from 'mongoose';
import type { ApproverRole, LeaveType, Status } from '@tavollet/contract/codes';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { loadConfig } from '../src/config.ts';
import { connectTo } from '../src/db/connect.ts';
import type { Models } from '../src/db/models.ts';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { startGateway } from '../src/gateway.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { userActor } from '../src/domain/actor.ts';
import { pendingCounts, pendingList } from '../src/services/leaders/pending.ts';

const GOAL_MS = 30;
const RUNS = 60;
const PASSWORD = 'Bench-jelszo-1';
const TEACHERS = 80;
const TYPES: LeaveType[] = ['rendes_szabadsag', 'rendes_szabadsag', 'tappenz', 'hivatalos', 'szuloi_szabadsag'];
const log = pino({ level: 'silent' });
const today = budapestToday();

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function people(models: Models) {
  const passwordHash = await hashPassword(PASSWORD);
  const person = (i: number, szerepkorok: string[]) => ({
    user_id: i + 1,
    nev: `Bench ${i}`,
    email: `bench${i}@iskola.hu`,
    felhasznalonev: `bench${i}`,
    oktatasi_azonosito: `7${String(i).padStart(10, '0')}`,
    szerepkorok,
    passwordHash,
  });
  const docs = await models.User.insertMany([
    person(0, ['igazgato']),
    person(1, ['igazgatohelyettes']),
    ...Array.from({ length: TEACHERS }, (_, i) => person(i + 2, ['tanar'])),
  ]);
  const teachers = docs.slice(2).map((d) => d._id as Types.ObjectId);
  const ev = Number(today.slice(0, 4));
  await models.Quota.insertMany(
    teachers.flatMap((user) =>
      [ev, ev + 1].map((y) => ({ user, ev: y, rendes_szabadsag_keret: 46, szuloi_szabadsag_keret: 44 })),
    ),
  );
  return { teachers, deputyId: docs[1]!._id as Types.ObjectId };
}

/** `n` requests from `from` on: 2 % pending (a third of them preliminary), the rest mostly decided. */
function requests(n: number, from: number, teachers: Types.ObjectId[], deputyId: Types.ObjectId) {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    // By block of 100, so the type does not follow the status (both come from i).
    const tipus = TYPES[Math.floor(i / 100) % TYPES.length]!;
    const final: ApproverRole = tipus === 'rendes_szabadsag' ? 'igazgatohelyettes' : 'igazgato';
    const r = i % 100;
    const status: Status =
      r < 2
        ? i % 3 === 0
          ? 'elozetes_jovahagyasra_var'
          : 'jovahagyasra_var'
        : r < 8
          ? 'torolve'
          : r < 18
            ? 'elutasitva'
            : 'jovahagyva';
    const waiting: ApproverRole | null =
      status === 'elozetes_jovahagyasra_var'
        ? 'igazgatohelyettes'
        : status === 'jovahagyasra_var' || status === 'torolve'
          ? final
          : null;
    // Pending ones start from tomorrow on (some urgent), decided ones over the past years.
    const kezdete = status.includes('var') ? addDaysIso(today, 1 + (i % 60)) : addDaysIso(today, -1 - (i % 1500));
    const letrehozva = new Date(Date.now() - (i % 5000) * 3_600_000);
    const decided = status === 'jovahagyva' || status === 'elutasitva';
    return {
      kerelem_id: i + 1,
      user: teachers[i % teachers.length]!,
      tipus_kod: tipus,
      statusz_kod: status,
      kezdete,
      vege: kezdete,
      megjegyzes: i % 4 === 0 ? 'Családi program' : null,
      letrehozo: { kind: 'user', id: i % 10 === 0 ? deputyId : teachers[i % teachers.length]! },
      letrehozva,
      jovahagyo_szerep: final,
      elozetes_jovahagyo_szerep: status === 'elozetes_jovahagyasra_var' ? 'igazgatohelyettes' : null,
      varakozo_szerep: waiting,
      dontes_idopont: decided ? new Date(letrehozva.getTime() + 3_600_000) : null,
      munkanapok_szama: 1,
      ev: Number(kezdete.slice(0, 4)),
      history: [{ statusz_kod: status, at: letrehozva, by: null, byKind: 'system' }],
    };
  });
}

async function timeCall(url: string, cookie: string, runs = RUNS): Promise<number> {
  const get = async () => {
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`bench: ${url} answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 10; i++) await get(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await get();
    times.push(ms(t0));
  }
  return median(times);
}

/** The same work without HTTP and session (the service alone), to tell the two apart. */
async function timeService(fn: () => Promise<unknown>, runs = RUNS): Promise<number> {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(ms(t0));
  }
  return median(times);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaders-bench-'));
  const server = await startEmbeddedMongo({ memory: true, port: 0 });
  const { connection, models } = await connectTo(databaseUri(server.uri, 'leaders_bench'), log);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const gw = await startGateway(config, log, models);
  const base = `http://127.0.0.1:${gw.port}`;
  try {
    const { teachers, deputyId } = await people(models);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench1@iskola.hu', password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`bench: login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const actor = userActor((await models.User.findOne({ email: 'bench1@iskola.hu' }))!, null);
    const s = { models };
    const results: { size: number; pending: number; list: number; counts: number; inProcess: string }[] = [];
    let stored = 0;
    for (const size of [200, 20_000]) {
      for (let from = stored; from < size; from += 5000)
        await models.LeaveRequest.insertMany(requests(Math.min(5000, size - from), from, teachers, deputyId));
      stored = size;
      const pending = await models.LeaveRequest.countDocuments({
        varakozo_szerep: 'igazgatohelyettes',
        statusz_kod: /var$/,
      });
      const list = await timeCall(`${base}/api/leaders/pending?szerep=igazgatohelyettes`, cookie);
      const counts = await timeCall(`${base}/api/leaders/counts?szerep=igazgatohelyettes`, cookie);
      const listIn = await timeService(() => pendingList(s, actor, 'igazgatohelyettes'));
      const countsIn = await timeService(() => pendingCounts(s, actor, 'igazgatohelyettes'));
      const inProcess = `in process: list ${listIn.toFixed(2)} ms, counts ${countsIn.toFixed(2)} ms`;
      results.push({ size, pending, list, counts, inProcess });
    }
    const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
    const goal = (v: number) =>
      v <= GOAL_MS ? `${(GOAL_MS / v).toFixed(1)}x better` : `${(v / GOAL_MS).toFixed(1)}x worse`;
    console.log('\nLeaders: pending list and counts over HTTP (deputy, median of %d calls)\n', RUNS);
    for (const r of results)
      console.log(
        `  ${String(r.size).padStart(6)} requests (${r.pending} waiting for the deputy): list ${r.list.toFixed(2)} ms, counts ${r.counts.toFixed(2)} ms (${r.inProcess})`,
      );
    console.log(
      `  growth 200 -> 20,000: list ${(large.list / small.list).toFixed(1)}x, counts ${(large.counts / small.counts).toFixed(1)}x`,
    );
    console.log(`  goal ≤ ${GOAL_MS} ms median at 20,000: list ${goal(large.list)}, counts ${goal(large.counts)}\n`);
  } finally {
    await gw.close();
    await connection.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
