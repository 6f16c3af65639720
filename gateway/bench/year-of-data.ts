// `npm run year-of-data -w @tavollet/gateway`: how big the embedded database's data directory
// grows in a school year of a 100-person school (docs/operations.md "Data retention and size").
// A simulation through the real API on a durable data directory: the demo school grown to 100
// staff, each teacher signing in and filing 10 requests over the year, a few withdrawn, the leaders
// deciding the rest (most approved), then the directory measured as it runs and once reopened
// (compacted), with a backup's size and a measured cost per extra sign-in (each is an audit entry).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { hashPassword } from '../src/auth/passwords.ts';
import { takeBackup } from '../src/backup/archive.ts';
import { loadConfig } from '../src/config.ts';
import { connectTo } from '../src/db/connect.ts';
import { nextId } from '../src/db/counters.ts';
import { migrate } from '../src/db/migrations.ts';
import { startGateway } from '../src/gateway.ts';
import { reseed } from '../src/seed/demo-school.ts';
import { DEMO_PASSWORD } from '../src/seed/people.ts';

const STAFF = 100;
const REQUESTS_PER_TEACHER = 10;
const log = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'year-of-data-'));
const dbDir = path.join(root, 'db');
const auth = { username: 'year', password: 'year-of-data-simulation' };

const duBytes = (p: string) => Number(execFileSync('du', ['-sb', p]).toString().split('\t')[0]);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A cookie-keeping caller of the gateway. */
function caller(base: string) {
  let cookie = '';
  return async (method: string, p: string, json?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), cookie },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

let server = await startEmbeddedMongo({ dir: dbDir, port: 0, auth });
const db = await connectTo(databaseUri(server.uri, 'tavollet', { replicaSet: 'rs0' }), log);
await migrate(db.connection, db.models, log, { owner: 'year-of-data' });
await reseed(db.models, log);
const { models } = db;

// The demo school grown to STAFF people, each new teacher with the quotas of a demo teacher.
const passwordHash = await hashPassword(DEMO_PASSWORD);
const model = (await models.User.findOne({ szerepkorok: ['tanar'] }).lean())!;
const quotas = await models.Quota.find({ user: model._id }).lean();
for (let n = await models.User.countDocuments(); n < STAFF; n++) {
  const user = await models.User.create({
    user_id: await nextId(models, 'user_id'),
    nev: `Tanár ${n}. Szimuláció`,
    email: `tanar${n}@szimulacio.hu`,
    felhasznalonev: `tanar_${n}`,
    oktatasi_azonosito: `7${String(n).padStart(10, '0')}`,
    szerepkorok: ['tanar'],
    passwordHash,
  });
  await models.Quota.insertMany(quotas.map(({ _id: _, ...q }) => ({ ...q, user: user._id })));
}
const afterSeed = duBytes(dbDir);

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: root,
  STATIC_ROOT: root,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  // Sign-ins are what the simulation repeats: no per-address limit in the way.
  MAX_CONNECTIONS_PER_IP: '0',
});
const gw = await startGateway(config, log, models, {});
const base = `http://127.0.0.1:${gw.port}`;
const signIn = async (email: string) => {
  const call = caller(base);
  const res = await call('POST', '/api/auth/login', { email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return call;
};

// The working days from next week to mid-June: weekdays the demo calendar does not mark otherwise.
const marked = new Map((await models.CalendarDay.find({}).lean()).map((d) => [d.datum, d.tipus]));
const days: string[] = [];
for (let d = new Date(Date.now() + 7 * 86_400_000); days.length < 130; d = new Date(d.getTime() + 86_400_000)) {
  const iso = d.toISOString().slice(0, 10);
  const weekday = d.getUTCDay() >= 1 && d.getUTCDay() <= 5;
  if ((marked.get(iso) ?? (weekday ? 't' : 'p')) === 't') days.push(iso);
}
const teachers = await models.User.find({ szerepkorok: 'tanar', blocked: false }).lean();
let filed = 0;
let refused = 0;
let withdrawn = 0;
const started = Date.now();
for (const [i, t] of teachers.entries()) {
  const call = await signIn(t.email);
  for (let k = 0; k < REQUESTS_PER_TEACHER; k++) {
    // Spread over the year, one to two days, each teacher on other days.
    const at = Math.floor(((k + (i % 7) / 7) * days.length) / REQUESTS_PER_TEACHER);
    const mettol = days[Math.min(at, days.length - 2)]!;
    const meddig = days[Math.min(at + (k % 2), days.length - 1)]!;
    const tipus = k % 5 === 4 ? 'tappenz' : 'rendes_szabadsag';
    const res = await call('POST', '/api/user/teacher/submit', {
      tipus,
      mettol,
      meddig,
      megjegyzes: 'Családi program',
    });
    if (res.status !== 200) {
      refused++;
      continue;
    }
    filed++;
    if (k === 3 && i % 4 === 0) {
      await call('POST', '/api/user/teacher/withdraw', { kerelem_id: res.body.kerelem_id });
      withdrawn++;
    }
  }
}
const leaders = {
  igazgato: await signIn('szabo.katalin@demo.iskola.hu'),
  igazgatohelyettes: await signIn('nagy.peter@demo.iskola.hu'),
};
let approved = 0;
let rejected = 0;
for (let pass = 0; pass < 4; pass++) {
  for (const [szerep, call] of Object.entries(leaders)) {
    for (;;) {
      const pending = (await call('GET', `/api/leaders/pending?szerep=${szerep}`)).body.items as {
        kerelem_id: number;
      }[];
      if (!pending.length) break;
      for (const { kerelem_id } of pending) {
        if (kerelem_id % 7 === 0) {
          await call('POST', '/api/leaders/reject', {
            szerep,
            kerelem_id,
            jovahagyoi_megjegyzes: 'A helyettesítés nem megoldható.',
          });
          rejected++;
        } else {
          await call('POST', '/api/leaders/approve', { szerep, kerelem_id });
          approved++;
        }
      }
    }
  }
}
const simulatedMs = Date.now() - started;
const running = duBytes(dbDir);
const auditBefore = await models.AuditLog.countDocuments();
// Extra sign-ins: the rest of a year's logins are these, 100 people on ~180 school days.
const LOGINS = 300;
const beforeLogins = duBytes(dbDir);
for (let n = 0; n < LOGINS; n++) await signIn(teachers[n % teachers.length]!.email);
const perLogin = (duBytes(dbDir) - beforeLogins) / LOGINS;
const counts = Object.fromEntries(
  await Promise.all(Object.values(models).map(async (m) => [m.collection.name, await m.estimatedDocumentCount()])),
);
const backupFile = path.join(root, 'year.backup.gz');
await takeBackup(db.connection.getClient(), db.connection.db!, backupFile);
await gw.close();
await db.connection.close();
await server.stop();
// Reopened: the journal is compacted to the live data.
server = await startEmbeddedMongo({ dir: dbDir, port: 0, auth });
const compacted = duBytes(dbDir);
await server.stop();
const outbox = duBytes(path.join(root, 'outbox'));

const yearLogins = STAFF * 180;
console.log(
  `A school year of a ${STAFF}-person school, simulated through the API in ${(simulatedMs / 1000).toFixed(0)} s:`,
);
console.log(
  `  requests filed ${filed} (refused ${refused}: quota or overlap), withdrawn ${withdrawn}, approved ${approved}, rejected ${rejected}`,
);
console.log(`  audit entries ${auditBefore} before the extra sign-ins; documents now: ${JSON.stringify(counts)}`);
console.log(
  `  data directory: demo school + ${STAFF} people ${mb(afterSeed)}, after the year (journal as it runs) ${mb(running)}, reopened (compacted) ${mb(compacted)}`,
);
console.log(
  `  each further sign-in adds ${(perLogin / 1024).toFixed(2)} KB to the journal (an audit entry and a session); ${yearLogins} in a year ≈ ${mb(perLogin * yearLogins)} before compaction`,
);
console.log(
  `  a backup of it: ${mb(statSync(backupFile).size)}; mails written to the outbox (no SMTP_URL): ${mb(outbox)}`,
);
rmSync(root, { recursive: true, force: true });
