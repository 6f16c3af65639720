// gateway/src/db: the database must be a replica set (a standalone mongod is refused with a clear
// message), and withTransaction runs several model writes all-or-nothing, retrying conflicts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, NotAReplicaSetError, openDatabase } from '../../src/db/connect.ts';
import mongoose from 'mongoose';
import { withTransaction } from '../../src/db/transaction.ts';
import { Busy } from '../../src/domain/errors.ts';
import { databaseUri, startEmbeddedMongo } from '@tavollet/embedded-mongo';
import { silentLog, startTestDb, type TestDb } from '../support/harness.ts';

describe('withTransaction with the gateway models', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await startTestDb();
  });
  afterAll(() => db.stop());

  it('commits the writes of several models together and returns the result', async () => {
    const { Counter, Setting } = db.models;
    const out = await withTransaction(db.connection, async (session) => {
      await Counter.create([{ _id: 'kerelem_id', seq: 41 }], { session });
      await Counter.updateOne({ _id: 'kerelem_id' }, { $inc: { seq: 1 } }, { session });
      await Setting.create([{ _id: 'tx-test', value: { on: true } }], { session });
      return (await Counter.findById('kerelem_id').session(session).lean())!.seq;
    });
    expect(out).toBe(42);
    expect((await Counter.findById('kerelem_id').lean())!.seq).toBe(42);
    expect((await Setting.findById('tx-test').lean())!.value).toEqual({ on: true });
  });

  it('an error inside leaves nothing behind and reaches the caller', async () => {
    const { Counter, Setting } = db.models;
    await expect(
      withTransaction(db.connection, async (session) => {
        await Counter.updateOne({ _id: 'kerelem_id' }, { $inc: { seq: 100 } }, { session });
        await Setting.create([{ _id: 'never', value: 1 }], { session });
        throw new Error('rejected by a rule');
      }),
    ).rejects.toThrow('rejected by a rule');
    expect((await Counter.findById('kerelem_id').lean())!.seq).toBe(42);
    expect(await Setting.findById('never').lean()).toBeNull();
  });

  it('given a write conflict that reaches the caller (the driver stopped retrying), the change is refused as Busy and nothing is stored', async () => {
    const { Setting } = db.models;
    const conflict = new mongoose.mongo.MongoServerError({
      code: 112,
      codeName: 'WriteConflict',
      errmsg: 'WriteConflict',
    });
    const attempt = withTransaction(db.connection, async (session) => {
      await Setting.create([{ _id: 'contended', value: 1 }], { session });
      throw conflict;
    });
    await expect(attempt).rejects.toBeInstanceOf(Busy);
    await expect(attempt).rejects.toMatchObject({
      code: 'busy',
      message: 'Valaki épp ugyanezt módosítja. Próbáld újra néhány másodperc múlva.',
    });
    expect(await Setting.findById('contended').lean()).toBeNull();
  });

  it('concurrent transactions on the same documents are retried until all are applied', async () => {
    const { Counter } = db.models;
    await Counter.create({ _id: 'user_id', seq: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        withTransaction(db.connection, async (session) => {
          await Counter.updateOne({ _id: 'user_id' }, { $inc: { seq: 1 } }, { session });
          await Counter.updateOne({ _id: 'kerelem_id' }, { $inc: { seq: 1 } }, { session });
        }),
      ),
    );
    expect((await Counter.findById('user_id').lean())!.seq).toBe(10);
    expect((await Counter.findById('kerelem_id').lean())!.seq).toBe(52);
  });
});

describe('the database must be a replica set', () => {
  it('a standalone mongod is refused with a message saying how to make a replica set', async () => {
    const standalone = await startEmbeddedMongo({ memory: true, replicaSet: false });
    try {
      const err = await connectTo(databaseUri(standalone.uri, 'tavollet'), silentLog).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(NotAReplicaSetError);
      expect((err as Error).message).toMatch(/replica set/);
      expect((err as Error).message).toMatch(/--replSet rs0/);
      expect((err as Error).message).toMatch(/rs\.initiate\(\)/);
    } finally {
      await standalone.stop();
    }
  });

  it('the embedded database of `npm start` is a replica set that runs transactions', async () => {
    const database = await openDatabase({ dataDir: '/nonexistent', memory: true, log: silentLog });
    try {
      expect(database.kind).toBe('embedded');
      const hello = await database.connection.db!.admin().command({ hello: 1 });
      expect(hello.setName).toBe('rs0');
      await withTransaction(database.connection, async (session) => {
        await database.models.Counter.create([{ _id: 'email_id', seq: 1 }], { session });
      });
      expect(await database.models.Counter.countDocuments()).toBe(1);
    } finally {
      await database.close();
    }
  });
});
