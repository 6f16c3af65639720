// Multi-document transactions as MongoDB documents them (replica set): commit, abort, snapshot
// reads, write conflicts with TransientTransactionError (so withTransaction retries), commit
// retried with the same txnNumber, unique violations inside a transaction, idle timeout.
import type { ClientSession, Collection, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src/server.ts';
import { NEEDS_EMBEDDED, openHarness, REAL_MONGO, uriWithDb, type Harness } from './helpers.ts';

let h: Harness;
type Account = { _id: string; balance: number };
type LogEntry = { _id?: number; from?: string; to?: string; amount?: number; ref?: string };
let accounts: Collection<Account>;
let log: Collection<LogEntry>;

beforeAll(async () => {
  h = await openHarness('txn');
});
afterAll(() => h.close());
beforeEach(async () => {
  accounts = h.db.collection('accounts');
  log = h.db.collection('log');
  await accounts.deleteMany({});
  await log.deleteMany({});
  await accounts.insertMany([
    { _id: 'a', balance: 100 },
    { _id: 'b', balance: 100 },
    { _id: 'c', balance: 100 },
  ]);
});

const errorOf = (p: Promise<unknown>): Promise<MongoServerError> =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as MongoServerError,
  );

async function transfer(session: ClientSession, from: string, to: string, amount: number): Promise<void> {
  await accounts.updateOne({ _id: from }, { $inc: { balance: -amount } }, { session });
  await accounts.updateOne({ _id: to }, { $inc: { balance: amount } }, { session });
  await log.insertOne({ from, to, amount }, { session });
}

const balances = async (): Promise<number[]> =>
  (await accounts.find().sort({ _id: 1 }).toArray()).map((d) => d.balance as number);

describe('transactions through the driver', () => {
  it('withTransaction commits every write and returns the callback result', async () => {
    const session = h.client.startSession();
    try {
      const result = await session.withTransaction(async () => {
        await transfer(session, 'a', 'b', 30);
        return 'done';
      });
      expect(result).toBe('done');
    } finally {
      await session.endSession();
    }
    expect(await balances()).toEqual([70, 130, 100]);
    expect(await log.countDocuments()).toBe(1);
  });

  it('abort leaves nothing, also of inserts into a new collection', async () => {
    const fresh = h.db.collection<{ x: number }>(`fresh_${Date.now()}`);
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await transfer(session, 'a', 'b', 30);
      await fresh.insertOne({ x: 1 }, { session });
      await session.abortTransaction();
      // An error thrown by the callback aborts too.
      await expect(
        session.withTransaction(async () => {
          await transfer(session, 'a', 'c', 10);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
    } finally {
      await session.endSession();
    }
    expect(await balances()).toEqual([100, 100, 100]);
    expect(await log.countDocuments()).toBe(0);
    expect(await fresh.countDocuments()).toBe(0);
  });

  it('reads inside see their own writes; others see nothing before the commit', async () => {
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await accounts.updateOne({ _id: 'a' }, { $set: { balance: 1 } }, { session });
      await accounts.insertOne({ _id: 'd', balance: 5 }, { session });
      await accounts.deleteOne({ _id: 'c' }, { session });
      expect((await accounts.find({}, { session }).sort({ _id: 1 }).toArray()).map((d) => [d._id, d.balance])).toEqual([
        ['a', 1],
        ['b', 100],
        ['d', 5],
      ]);
      expect(await accounts.findOne({ _id: 'a' }, { session })).toEqual({ _id: 'a', balance: 1 });
      expect(await accounts.countDocuments({ balance: { $gte: 5 } }, { session })).toBe(2);
      expect(await accounts.distinct('balance', {}, { session })).toEqual(expect.arrayContaining([1, 100, 5]));
      const agg = await accounts
        .aggregate([{ $match: { _id: { $in: ['a', 'd'] } } }, { $group: { _id: null, total: { $sum: '$balance' } } }], {
          session,
        })
        .toArray();
      expect(agg[0]!.total).toBe(6);
      const found = await accounts.findOneAndUpdate(
        { _id: 'd' },
        { $inc: { balance: 1 } },
        { session, returnDocument: 'after' },
      );
      expect(found!.balance).toBe(6);
      // Outside the transaction: the committed state only.
      expect(await balances()).toEqual([100, 100, 100]);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect((await accounts.find().sort({ _id: 1 }).toArray()).map((d) => [d._id, d.balance])).toEqual([
      ['a', 1],
      ['b', 100],
      ['d', 6],
    ]);
  });

  it('a transaction reads its snapshot: writes committed by others after it started are invisible', async () => {
    const session = h.client.startSession();
    try {
      session.startTransaction();
      expect((await accounts.findOne({ _id: 'a' }, { session }))!.balance).toBe(100);
      await accounts.updateOne({ _id: 'b' }, { $set: { balance: 7 } });
      await accounts.insertOne({ _id: 'z', balance: 1 });
      await accounts.deleteOne({ _id: 'c' });
      expect((await accounts.find({}, { session }).sort({ _id: 1 }).toArray()).map((d) => [d._id, d.balance])).toEqual([
        ['a', 100],
        ['b', 100],
        ['c', 100],
      ]);
      expect(await accounts.countDocuments({ balance: 100 }, { session })).toBe(3);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await accounts.countDocuments()).toBe(3);
  });

  it('find with getMore inside a transaction pages over the snapshot', async () => {
    await accounts.insertMany(
      Array.from({ length: 30 }, (_, i) => ({ _id: `m${String(i).padStart(2, '0')}`, balance: i })),
    );
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await accounts.insertOne({ _id: 'm99', balance: 99 }, { session });
      const ids = (await accounts.find({ _id: /^m/ }, { session, batchSize: 7 }).sort({ _id: 1 }).toArray()).map(
        (d) => d._id,
      );
      expect(ids).toHaveLength(31);
      expect(ids.at(-1)).toBe('m99');
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
  });

  it('two transactions writing the same document: the second gets WriteConflict (112), transient', async () => {
    const s1 = h.client.startSession();
    const s2 = h.client.startSession();
    try {
      s1.startTransaction();
      s2.startTransaction();
      await accounts.updateOne({ _id: 'a' }, { $inc: { balance: -10 } }, { session: s1 });
      const e = await errorOf(accounts.updateOne({ _id: 'a' }, { $inc: { balance: -20 } }, { session: s2 }));
      expect(e.code).toBe(112);
      expect(e.codeName).toBe('WriteConflict');
      expect(e.hasErrorLabel('TransientTransactionError')).toBe(true);
      await s2.abortTransaction();
      await s1.commitTransaction();
    } finally {
      await s1.endSession();
      await s2.endSession();
    }
    expect(await balances()).toEqual([90, 100, 100]);
  });

  it('concurrent withTransaction transfers over the same accounts are retried and all applied', async () => {
    const pairs: [string, string][] = [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['a', 'c'],
      ['b', 'a'],
      ['c', 'b'],
    ];
    let attempts = 0;
    await Promise.all(
      pairs.flatMap(([from, to], i) =>
        Array.from({ length: 4 }, async () => {
          const session = h.client.startSession();
          try {
            await session.withTransaction(async () => {
              attempts++;
              await transfer(session, from, to, i + 1);
            });
          } finally {
            await session.endSession();
          }
        }),
      ),
    );
    expect(await log.countDocuments()).toBe(24);
    const expected: Record<string, number> = { a: 100, b: 100, c: 100 };
    pairs.forEach(([from, to], i) => {
      expected[from]! -= 4 * (i + 1);
      expected[to]! += 4 * (i + 1);
    });
    expect(await balances()).toEqual([expected.a, expected.b, expected.c]);
    expect(attempts).toBeGreaterThanOrEqual(24);
  });

  it('a write outside any transaction to a document a transaction wrote: both end up applied', async () => {
    // mongod makes the outside write wait for the commit; the embedded server applies it and the
    // transaction retries (WriteConflict, transient). Either way nothing is lost.
    let outside: Promise<unknown> | undefined;
    const session = h.client.startSession();
    try {
      await session.withTransaction(async () => {
        await accounts.updateOne({ _id: 'a' }, { $inc: { balance: -10 } }, { session });
        outside ??= accounts.updateOne({ _id: 'a' }, { $inc: { balance: 1000 } });
        await accounts.findOne({ _id: 'b' }, { session });
      });
      await outside;
      // Locks and snapshot of the conflicting attempt are released: the account is writable again.
      await session.withTransaction(async () => {
        await accounts.updateOne({ _id: 'a' }, { $inc: { balance: 1 } }, { session });
      });
    } finally {
      await session.endSession();
    }
    expect(await balances()).toEqual([1091, 100, 100]);
  });

  it('commitTransaction retried after success answers ok again (and applies once)', async () => {
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await accounts.updateOne({ _id: 'a' }, { $inc: { balance: 5 } }, { session });
      await session.commitTransaction();
      // The driver resends commitTransaction with the same txnNumber.
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await balances()).toEqual([105, 100, 100]);
  });

  it('a unique violation is reported at the write; the transaction can then be aborted', async () => {
    await log.createIndex({ ref: 1 }, { unique: true });
    await log.insertOne({ ref: 'taken' });
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await accounts.updateOne({ _id: 'a' }, { $inc: { balance: -1 } }, { session });
      await log.insertOne({ ref: 'mine' }, { session });
      const dup = await errorOf(log.insertOne({ ref: 'mine' }, { session }));
      expect(dup.code).toBe(11000);
      await session.abortTransaction();
      session.startTransaction();
      expect((await errorOf(log.insertOne({ ref: 'taken' }, { session }))).code).toBe(11000);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await balances()).toEqual([100, 100, 100]);
    expect((await log.find().toArray()).map((d) => d.ref)).toEqual(['taken']);
    await log.dropIndex('ref_1');
  });

  it('a transaction may swap unique values between documents', async () => {
    await log.createIndex({ ref: 1 }, { unique: true });
    await log.insertMany([
      { _id: 1, ref: 'x' },
      { _id: 2, ref: 'y' },
    ]);
    const session = h.client.startSession();
    try {
      await session.withTransaction(async () => {
        await log.updateOne({ _id: 1 }, { $set: { ref: 'tmp' } }, { session });
        await log.updateOne({ _id: 2 }, { $set: { ref: 'x' } }, { session });
        await log.updateOne({ _id: 1 }, { $set: { ref: 'y' } }, { session });
      });
    } finally {
      await session.endSession();
    }
    expect((await log.find().sort({ _id: 1 }).toArray()).map((d) => d.ref)).toEqual(['y', 'x']);
    await log.dropIndex('ref_1');
  });
});

describe('transactions through mongoose', () => {
  let conn: mongoose.Connection;
  let Account: mongoose.Model<{ _id: string; balance: number }>;
  beforeAll(async () => {
    conn = await mongoose.createConnection(uriWithDb(h.uri, h.dbName)).asPromise();
    Account = conn.model(
      'Account',
      new mongoose.Schema<{ _id: string; balance: number }>(
        { _id: String, balance: Number },
        { collection: 'accounts', versionKey: false },
      ),
    );
  });
  afterAll(() => conn.close());

  it('connection.transaction() commits, and rolls back on error', async () => {
    const out = await conn.transaction(async (session) => {
      await Account.updateOne({ _id: 'a' }, { $inc: { balance: -40 } }, { session });
      await Account.create([{ _id: 'n', balance: 40 }], { session });
      return (await Account.findById('n').session(session).lean())!.balance;
    });
    expect(out).toBe(40);
    await expect(
      conn.transaction(async (session) => {
        await Account.updateOne({ _id: 'b' }, { $inc: { balance: -1 } }, { session });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect((await Account.find().sort({ _id: 1 }).lean()).map((d) => [d._id, d.balance])).toEqual([
      ['a', 60],
      ['b', 100],
      ['c', 100],
      ['n', 40],
    ]);
  });

  it('session.withTransaction with documents and save()', async () => {
    const session = await conn.startSession();
    try {
      await session.withTransaction(async () => {
        const a = await Account.findById('a').session(session);
        a!.balance -= 25;
        await a!.save();
        await Account.updateOne({ _id: 'c' }, { $inc: { balance: 25 } }, { session });
      });
    } finally {
      await session.endSession();
    }
    expect((await Account.find().sort({ _id: 1 }).lean()).map((d) => d.balance)).toEqual([75, 100, 125]);
  });
});

describe.skipIf(REAL_MONGO)(`idle transactions (${NEEDS_EMBEDDED}: a 60 s limit is too long for a test)`, () => {
  it('a transaction idle longer than the limit is aborted: later use answers NoSuchTransaction (251)', async () => {
    const server = await startEmbeddedMongo({ memory: true, transactionIdleLimitMs: 200 });
    const client = new mongoose.mongo.MongoClient(server.uri);
    try {
      const c = client.db('idle').collection<{ _id: number; n: number }>('c');
      await c.insertOne({ _id: 1, n: 0 });
      const session = client.startSession();
      session.startTransaction();
      await c.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session });
      await new Promise((r) => setTimeout(r, 600));
      // Its lock is gone: another writer is not blocked.
      await c.updateOne({ _id: 1 }, { $inc: { n: 10 } });
      const e = await errorOf(c.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session }));
      expect(e.code).toBe(251);
      expect(e.hasErrorLabel('TransientTransactionError')).toBe(true);
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
      expect((await c.findOne({ _id: 1 }))!.n).toBe(10);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
