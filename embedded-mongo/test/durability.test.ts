// Durability (embedded server only): kill -9 during a write load loses no acknowledged write and
// leaves no half-written document; kill -9 during concurrent transactions leaves each one whole
// or absent; restarts keep data and indexes; the journal is compacted; a torn journal tail is cut
// off; the lock file keeps a second process out.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient, MongoError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, startEmbeddedMongo } from '../src/server.ts';
import { CLI, IS_ROOT, NEEDS_EMBEDDED, REAL_MONGO, tempDirs, waitFor, withServer } from './helpers.ts';

if (!IS_ROOT)
  console.warn('durability.test.ts: not root, so the PID-namespace (unshare) tests are skipped; CI runs them as root');
const tmpDir = tempDirs('embedded-mongo-test-');

/**
 * Starts the CLI as a child process (its credential generated for this start) and resolves, once
 * it is listening, with the URI it wrote to `<dir>/connection.json`.
 */
function startCli(dir: string, wrapper: string[] = []): Promise<{ child: ChildProcess; uri: string }> {
  const args = [process.execPath, '--import', 'tsx', CLI, '--dir', dir, '--port', '0', '--quiet'];
  const [command, ...rest] = [...wrapper, ...args];
  const child = spawn(command!, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('embedded-mongo listening on')) return;
      const { uri } = JSON.parse(fs.readFileSync(path.join(dir, 'connection.json'), 'utf8')) as { uri: string };
      resolve({ child, uri });
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => reject(new Error(`cli exited with ${code}: ${err}`)));
  });
}

/** Runs the server as pid 1 of a fresh PID namespace, as in a container. */
const CONTAINER = ['unshare', '--pid', '--fork', '--mount-proc'];

/** The server's pid (as this test's namespace numbers it) when unshare runs it as its child. */
const serverPid = (unshare: ChildProcess): number =>
  Number(fs.readFileSync(`/proc/${unshare.pid}/task/${unshare.pid}/children`, 'utf8').trim());

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((r) => (child.exitCode !== null || child.signalCode ? r(child.exitCode) : child.on('exit', (c) => r(c))));

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

describe.skipIf(REAL_MONGO)(`durability (${NEEDS_EMBEDDED})`, () => {
  it('kill -9 during a write load loses no acknowledged write and tears no document', async () => {
    const dir = tmpDir();
    const first = await startCli(dir);
    const client = await new MongoClient(first.uri, {
      maxPoolSize: 8,
      retryWrites: false,
      serverSelectionTimeoutMS: 3000,
    }).connect();
    const docs = client.db('load').collection<{ _id: string; payload: string; sha: string; n?: number }>('docs');
    await docs.createIndex({ sha: 1 });
    const acked: string[] = [];
    const counterAcks = new Array<number>(6).fill(0);
    let stop = false;
    const worker = async (w: number): Promise<void> => {
      for (let i = 0; !stop; i++) {
        const payload = randomBytes(50 + ((i * 37) % 3000)).toString('base64');
        const id = `w${w}-${i}`;
        try {
          if (i % 4 === 3) {
            await docs.updateOne(
              { _id: `counter-${w}` },
              { $inc: { n: 1 }, $set: { payload, sha: sha(payload) } },
              { upsert: true },
            );
            counterAcks[w]!++;
          } else {
            await docs.insertOne({ _id: id, payload, sha: sha(payload) });
            acked.push(id);
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all(counterAcks.map((_, w) => worker(w)));
    while (acked.length < 400) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await exited(first.child);
    stop = true;
    await load;
    await client.close(true);

    const second = await startCli(dir);
    const c2 = await new MongoClient(second.uri).connect();
    try {
      const all = await c2
        .db('load')
        .collection<{ _id: string; payload: string; sha: string; n?: number }>('docs')
        .find()
        .toArray();
      const present = new Set(all.map((d) => d._id));
      expect(acked.filter((id) => !present.has(id))).toEqual([]);
      for (const d of all) expect(sha(d.payload)).toBe(d.sha);
      for (let w = 0; w < counterAcks.length; w++) {
        const n = all.find((d) => d._id === `counter-${w}`)?.n ?? 0;
        // Every acknowledged $inc is there; at most the one in flight at the kill is extra.
        expect(n).toBeGreaterThanOrEqual(counterAcks[w]!);
        expect(n).toBeLessThanOrEqual(counterAcks[w]! + 1);
      }
      // The index survived and is usable.
      const sample = all[0]!;
      expect((await c2.db('load').collection('docs').findOne({ sha: sample.sha }))!._id).toBe(sample._id);
    } finally {
      await c2.close();
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
    expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(false);
  });

  it('kill -9 during concurrent transactions keeps each transaction all or nothing', async () => {
    const dir = tmpDir();
    const first = await startCli(dir);
    // Short server selection: after the kill, the driver's one retry of a commit must give up soon.
    const client = await new MongoClient(first.uri, { maxPoolSize: 8, serverSelectionTimeoutMS: 500 }).connect();
    type Account = { _id: number; balance: number; ops: number };
    type Transfer = { _id: string; from: number; to: number; amount: number };
    const db = client.db('bank');
    const N = 8;
    await db
      .collection<Account>('accounts')
      .insertMany(Array.from({ length: N }, (_, i) => ({ _id: i, balance: 1000, ops: 0 })));
    const acked: string[] = [];
    let killed = false;
    const worker = async (w: number): Promise<void> => {
      for (let i = 0; !killed; i++) {
        const from = (w + i) % N;
        const to = (from + 1 + ((i * 7 + w) % (N - 1))) % N;
        const amount = 1 + ((i * 13 + w) % 50);
        const id = `w${w}-${i}`;
        const session = client.startSession();
        try {
          session.startTransaction();
          await db
            .collection<Account>('accounts')
            .updateOne({ _id: from }, { $inc: { balance: -amount, ops: 1 } }, { session });
          await db.collection<Transfer>('transfers').insertOne({ _id: id, from, to, amount }, { session });
          await db
            .collection<Account>('accounts')
            .updateOne({ _id: to }, { $inc: { balance: amount, ops: 1 } }, { session });
          await session.commitTransaction();
          acked.push(id);
        } catch (e) {
          await session.abortTransaction().catch(() => undefined);
          // A write conflict with another worker: try the next transfer; anything else: server gone.
          if (!killed && e instanceof MongoError && e.hasErrorLabel('TransientTransactionError') && e.code === 112)
            continue;
          return;
        } finally {
          await session.endSession().catch(() => undefined);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    while (acked.length < 150) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    first.child.kill('SIGKILL');
    await exited(first.child);
    await load;
    await client.close(true);

    const second = await startCli(dir);
    const c2 = await new MongoClient(second.uri).connect();
    try {
      const accounts = await c2.db('bank').collection<Account>('accounts').find().toArray();
      const transfers = await c2.db('bank').collection<Transfer>('transfers').find().toArray();
      const present = new Set(transfers.map((t) => t._id));
      expect(acked.filter((id) => !present.has(id))).toEqual([]);
      // Every transfer present moved its amount on both accounts, and nothing else moved.
      const expected = Array.from({ length: N }, () => ({ balance: 1000, ops: 0 }));
      for (const t of transfers) {
        expected[t.from]!.balance -= t.amount;
        expected[t.from]!.ops++;
        expected[t.to]!.balance += t.amount;
        expected[t.to]!.ops++;
      }
      expect(accounts.map(({ balance, ops }) => ({ balance, ops }))).toEqual(expected);
      expect(accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(N * 1000);
    } finally {
      await c2.close();
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
  });

  it('a transaction is one journal record: a torn commit record restores none of its writes', async () => {
    const dir = tmpDir();
    const server = await startEmbeddedMongo({ dir });
    const client = await new MongoClient(server.uri).connect();
    const c = client.db('app').collection<{ _id: string; n: number }>('t');
    await c.insertMany([
      { _id: 'a', n: 1 },
      { _id: 'b', n: 1 },
    ]);
    const before = fs.statSync(path.join(dir, 'journal.bin')).size;
    await client.withSession((session) =>
      session.withTransaction(async () => {
        await c.updateOne({ _id: 'a' }, { $inc: { n: 1 } }, { session });
        await c.insertOne({ _id: 'c', n: 1 }, { session });
        await c.deleteOne({ _id: 'b' }, { session });
      }),
    );
    expect(await c.countDocuments()).toBe(2);
    await client.close();
    await server.stop();
    // A crash in the middle of writing the commit: its record lacks its last bytes.
    fs.truncateSync(path.join(dir, 'journal.bin'), fs.statSync(path.join(dir, 'journal.bin')).size - 3);
    expect(fs.statSync(path.join(dir, 'journal.bin')).size).toBeGreaterThan(before);

    await withServer(dir, async (client) =>
      expect(await client.db('app').collection('t').find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 'a', n: 1 },
        { _id: 'b', n: 1 },
      ]),
    );
  });

  it('a second process on the same directory exits with a clear message', async () => {
    const dir = tmpDir();
    const server = await startEmbeddedMongo({ dir });
    try {
      await expect(startEmbeddedMongo({ dir })).rejects.toBeInstanceOf(DataDirLockedError);
      const failed = await startCli(dir).then(
        () => 'started',
        (e: Error) => e.message,
      );
      expect(failed).toMatch(/already in use by process \d+/);
      expect(failed).not.toMatch(/\n\s+at /);
    } finally {
      await server.stop();
    }
  });

  // A container restart: the new process gets the killed one's pid (1 here) in a fresh PID
  // namespace. Needs root for unshare (CI runs as root).
  it.skipIf(!IS_ROOT)(
    'kill -9 of a server that is pid 1 of its PID namespace: the next start there is healthy',
    async () => {
      const dir = tmpDir();
      for (let restart = 0; restart < 3; restart++) {
        const run = await startCli(dir, CONTAINER);
        const client = await new MongoClient(run.uri, { serverSelectionTimeoutMS: 3000 }).connect();
        try {
          await client
            .db('app')
            .collection('restarts')
            .insertOne({ _id: restart as unknown as never });
          expect(await client.db('app').collection('restarts').countDocuments()).toBe(restart + 1);
          expect(JSON.parse(fs.readFileSync(path.join(dir, 'connection.json'), 'utf8')).pid).toBe(1);
        } finally {
          await client.close();
        }
        // kill -9 the server, pid 1 in its namespace, as a container crash does.
        process.kill(serverPid(run.child), 'SIGKILL');
        await exited(run.child);
        expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(true);
      }
    },
  );

  it.skipIf(!IS_ROOT)('a live server in another PID namespace keeps a second one out of its directory', async () => {
    const dir = tmpDir();
    const first = await startCli(dir, CONTAINER);
    try {
      const failed = await startCli(dir, CONTAINER).then(
        () => 'started',
        (e: Error) => e.message,
      );
      expect(failed).toMatch(/already in use by process 1 on /);
    } finally {
      process.kill(serverPid(first.child), 'SIGTERM');
      await exited(first.child);
    }
  });

  it('keeps data, indexes and types across a restart, and compacts the journal at start', async () => {
    const dir = tmpDir();
    const server = await startEmbeddedMongo({ dir });
    const client = await new MongoClient(server.uri).connect();
    const c = client.db('app').collection('users');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x', at: new Date(5), n: 0 });
    for (let i = 0; i < 200; i++) await c.updateOne({ email: 'a@x' }, { $inc: { n: 1 } });
    await c.insertOne({ email: 'gone' });
    await c.deleteOne({ email: 'gone' });
    await client.close();
    await server.stop();
    const before = fs.statSync(path.join(dir, 'journal.bin')).size;

    await withServer(dir, async (client) => {
      const c2 = client.db('app').collection('users');
      expect(await c2.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
        { email: 'a@x', at: new Date(5), n: 200 },
      ]);
      await expect(c2.insertOne({ email: 'a@x' })).rejects.toMatchObject({ code: 11000 });
      // The compaction at start runs in the background (journal.ts, compact).
      await waitFor(() => fs.statSync(path.join(dir, 'journal.bin')).size < before / 10);
    });
  });

  it('compacts a growing journal while running and keeps every document', async () => {
    const dir = tmpDir();
    const server = await startEmbeddedMongo({ dir, journalCompactBytes: 64 * 1024 });
    const client = await new MongoClient(server.uri).connect();
    const c = client.db('app').collection('counters');
    await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i, n: 0, pad: 'x'.repeat(200) })) as never[]);
    let written = 0;
    for (let round = 0; round < 100; round++) {
      await c.updateMany({}, { $inc: { n: 1 } });
      written += 20 * 300;
    }
    const size = fs.statSync(path.join(dir, 'journal.bin')).size;
    expect(size).toBeLessThan(written / 4);
    await client.close();
    await server.stop();
    await withServer(dir, async (client) => {
      const docs = await client.db('app').collection('counters').find().toArray();
      expect(docs).toHaveLength(20);
      expect(docs.every((d) => d.n === 100)).toBe(true);
    });
  });

  it('cuts off a torn journal tail and keeps every whole record', async () => {
    const dir = tmpDir();
    const x = (client: MongoClient) => client.db('app').collection('x');
    await withServer(dir, (client) =>
      x(client).insertMany([
        { _id: 1, v: 'a' },
        { _id: 2, v: 'b' },
      ] as never[]),
    );
    // A crash in the middle of a record: a length promising more bytes than were written.
    const torn = Buffer.alloc(20);
    torn.writeInt32LE(5000, 0);
    fs.appendFileSync(path.join(dir, 'journal.bin'), torn);

    await withServer(dir, async (client) => {
      expect(await x(client).find().toArray()).toEqual([
        { _id: 1, v: 'a' },
        { _id: 2, v: 'b' },
      ]);
      await x(client).insertOne({ _id: 3 } as never);
    });
    await withServer(dir, async (client) => expect(await x(client).countDocuments()).toBe(3));
  });
});
