// `npm run bench -w @tavollet/embedded-mongo` (the first step of `npm run bench`): speed and
// memory figures of the embedded MongoDB-compatible server, measured through the official driver
// over TCP, with durability on (temp dir, fsync per acknowledged write) and in memory mode,
// including transactions against the same writes without one. Prints ratios against the goals;
// asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { MongoClient, type ClientSession, type Db } from 'mongodb';
import { startEmbeddedMongo } from '../src/server.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

interface Row {
  what: string;
  value: string;
  goal?: string;
}

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;
const fmt = (n: number, digits = 2): string => n.toFixed(digits);
const ratio = (value: number, goal: number): string =>
  value <= goal ? `${fmt(goal / value, 1)}x better` : `${fmt(value / goal, 1)}x worse`;
const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const heapMb = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1048576;
};

const doc = (i: number) => ({
  email: `user${i}@iskola.hu`,
  name: `User ${i}`,
  school: i % 50,
  active: i % 3 !== 0,
  createdAt: new Date(1_700_000_000_000 + i),
});

async function run(mode: 'durable' | 'memory'): Promise<Row[]> {
  const dir = mode === 'durable' ? fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-')) : undefined;
  const server = await startEmbeddedMongo(dir ? { dir } : { memory: true });
  const client = await new MongoClient(server.uri, { maxPoolSize: 16 }).connect();
  const db = client.db('bench');
  const rows: Row[] = [];
  try {
    // 10k inserts as one insertMany (one command, one fsync).
    const users = db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    let t0 = process.hrtime.bigint();
    await users.insertMany(Array.from({ length: 10_000 }, (_, i) => doc(i)));
    const bulkMs = ms(t0);
    rows.push({
      what: 'insertMany 10k docs',
      value: `${fmt(bulkMs, 0)} ms (${fmt(10_000 / (bulkMs / 1000), 0)} docs/s)`,
      goal: `goal < 1000 ms, ${ratio(bulkMs, 1000)}`,
    });

    // 10k insertOne calls from 16 concurrent clients (group commit shares fsyncs).
    const single = db.collection('single');
    t0 = process.hrtime.bigint();
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < 10_000) await single.insertOne(doc(next++));
      }),
    );
    const oneMs = ms(t0);
    rows.push({
      what: 'insertOne x10k, 16 concurrent',
      value: `${fmt(oneMs, 0)} ms (${fmt(10_000 / (oneMs / 1000), 0)} docs/s)`,
      goal: `goal < 1000 ms, ${ratio(oneMs, 1000)}`,
    });

    // Sequential insertOne latency (one round trip + one fsync each).
    const lat: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const t = process.hrtime.bigint();
      await single.insertOne(doc(20_000 + i));
      lat.push(ms(t));
    }
    lat.sort((a, b) => a - b);
    rows.push({
      what: 'insertOne sequential latency',
      value: `median ${fmt(quantile(lat, 0.5), 3)} ms, p99 ${fmt(quantile(lat, 0.99), 3)} ms`,
    });

    // Indexed findOne latency.
    const find: number[] = [];
    for (let i = 0; i < 200; i++) await users.findOne({ email: `user${i}@iskola.hu` }); // warm-up
    for (let i = 0; i < 5000; i++) {
      const t = process.hrtime.bigint();
      const found = await users.findOne({ email: `user${(i * 7919) % 10_000}@iskola.hu` });
      find.push(ms(t));
      if (!found) throw new Error('bench: document not found');
    }
    find.sort((a, b) => a - b);
    const med = quantile(find, 0.5);
    rows.push({
      what: 'findOne by unique index (5000x)',
      value: `median ${fmt(med, 3)} ms, p99 ${fmt(quantile(find, 0.99), 3)} ms`,
      goal: `goal median < 1 ms, ${ratio(med, 1)}`,
    });

    const byId: number[] = [];
    const ids = (await users.find({}, { projection: { _id: 1 }, limit: 1000 }).toArray()).map((d) => d._id);
    for (let i = 0; i < 2000; i++) {
      const t = process.hrtime.bigint();
      await users.findOne({ _id: ids[i % ids.length] });
      byId.push(ms(t));
    }
    byId.sort((a, b) => a - b);
    rows.push({
      what: 'findOne by _id (2000x)',
      value: `median ${fmt(quantile(byId, 0.5), 3)} ms, p99 ${fmt(quantile(byId, 0.99), 3)} ms`,
    });

    // updateMany over all 10k documents.
    t0 = process.hrtime.bigint();
    const upd = await users.updateMany({}, { $inc: { logins: 1 }, $set: { touchedAt: new Date() } });
    const updMs = ms(t0);
    if (upd.modifiedCount !== 10_000) throw new Error(`bench: updateMany modified ${upd.modifiedCount}`);
    rows.push({
      what: 'updateMany 10k docs',
      value: `${fmt(updMs, 0)} ms (${fmt(10_000 / (updMs / 1000), 0)} docs/s)`,
    });

    rows.push(...(await transactions(client, db)));

    // Memory after loading 100k small documents.
    await db.dropDatabase();
    const before = heapMb();
    const rssBefore = process.memoryUsage().rss / 1048576;
    const small = db.collection('small');
    for (let b = 0; b < 10; b++)
      await small.insertMany(
        Array.from({ length: 10_000 }, (_, i) => ({ n: b * 10_000 + i, tag: `t${i % 100}`, ok: true })),
      );
    const after = heapMb();
    const rssAfter = process.memoryUsage().rss / 1048576;
    if ((await small.estimatedDocumentCount()) !== 100_000) throw new Error('bench: load incomplete');
    rows.push({
      what: 'memory, 100k small docs loaded',
      value: `heap +${fmt(after - before, 0)} MB (total ${fmt(after, 0)} MB), rss ${fmt(rssAfter, 0)} MB (+${fmt(rssAfter - rssBefore, 0)} MB)`,
    });
  } finally {
    await client.close();
    await server.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** Goal "transaction ≤ N × the same writes without one": the measured factor and the verdict. */
const against = (txMs: number, plainMs: number, goal: number): string => {
  const factor = txMs / plainMs;
  return `${fmt(factor)}x the same writes without a transaction; goal ≤ ${goal}x, ${factor <= goal ? 'met' : 'MISSED'}`;
};

/** An approval-shaped transaction (request status + quota counter) and a 10k-row import. */
async function transactions(client: MongoClient, db: Db): Promise<Row[]> {
  const rows: Row[] = [];
  const requests = db.collection<{
    _id: number;
    status: string;
    user: number;
    from: Date;
    to: Date;
    days: number;
    note: string;
  }>('requests');
  const quotas = db.collection<{ _id: number; user: number; year: number; used: number; allowed: number }>('quotas');
  await requests.insertMany(
    Array.from({ length: 1000 }, (_, i) => ({
      _id: i,
      status: 'pending',
      user: i % 100,
      from: new Date(1_700_000_000_000),
      to: new Date(1_700_400_000_000),
      days: 3,
      note: 'Családi esemény',
    })),
  );
  await quotas.insertMany(
    Array.from({ length: 100 }, (_, i) => ({ _id: i, user: i, year: 2025, used: 0, allowed: 25 })),
  );
  const rounds = 500;
  const approve = async (i: number, session?: ClientSession): Promise<void> => {
    await requests.updateOne({ _id: i % 1000 }, { $set: { status: i % 2 ? 'approved' : 'pending' } }, { session });
    await quotas.updateOne({ _id: i % 100 }, { $inc: { used: 1 } }, { session });
  };
  for (let i = 0; i < 50; i++) await approve(i); // warm-up
  let t0 = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) await approve(i);
  const plain = ms(t0) / rounds;
  const session = client.startSession();
  try {
    for (let i = 0; i < 50; i++) await session.withTransaction(() => approve(i, session)); // warm-up
    t0 = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) await session.withTransaction(() => approve(i, session));
  } finally {
    await session.endSession();
  }
  const tx = ms(t0) / rounds;
  rows.push({ what: '2 updates, no transaction', value: `${fmt(plain, 3)} ms each` });
  rows.push({ what: '2 updates in a transaction', value: `${fmt(tx, 3)} ms each`, goal: against(tx, plain, 2.5) });

  // Alternating repetitions, median of each: one run is at the mercy of GC pauses and other load.
  const rowsOf = (tag: string) =>
    Array.from({ length: 10_000 }, (_, i) => ({ ...doc(i), email: `${tag}${i}@iskola.hu` }));
  const plainTimes: number[] = [];
  const txTimes: number[] = [];
  for (let rep = 0; rep < 5; rep++) {
    const plainImport = db.collection(`import_plain_${rep}`);
    const txImport = db.collection(`import_tx_${rep}`);
    await plainImport.createIndex({ email: 1 }, { unique: true });
    await txImport.createIndex({ email: 1 }, { unique: true });
    const plainDocs = rowsOf('p');
    const txDocs = rowsOf('t');
    t0 = process.hrtime.bigint();
    await plainImport.insertMany(plainDocs);
    plainTimes.push(ms(t0));
    t0 = process.hrtime.bigint();
    await client.withSession((s) => s.withTransaction(() => txImport.insertMany(txDocs, { session: s })));
    txTimes.push(ms(t0));
    if ((await txImport.estimatedDocumentCount()) !== 10_000) throw new Error('bench: transaction import incomplete');
    await plainImport.drop();
    await txImport.drop();
  }
  const plainBulk = quantile(
    plainTimes.sort((x, y) => x - y),
    0.5,
  );
  const txBulk = quantile(
    txTimes.sort((x, y) => x - y),
    0.5,
  );
  rows.push({ what: 'insertMany 10k, no transaction', value: `${fmt(plainBulk, 0)} ms (median of 5)` });
  rows.push({
    what: 'insertMany 10k in a transaction',
    value: `${fmt(txBulk, 0)} ms (median of 5)`,
    goal: against(txBulk, plainBulk, 1.5),
  });
  return rows;
}

function print(title: string, rows: Row[]): void {
  const w = Math.max(...rows.map((r) => r.what.length));
  const v = Math.max(...rows.map((r) => r.value.length));
  process.stdout.write(`\n${title}\n${'-'.repeat(title.length)}\n`);
  for (const r of rows) process.stdout.write(`${r.what.padEnd(w)}  ${r.value.padEnd(v)}  ${r.goal ?? ''}\n`);
}

process.stdout.write(`embedded-mongo bench — node ${process.version}, ${os.cpus().length} CPUs\n`);
print('durable (temp dir, fsync before every acknowledgement)', await run('durable'));
print('memory mode (--memory)', await run('memory'));
