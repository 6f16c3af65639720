// Change streams as MongoDB's driver and mongoose use them: collection and database streams,
// event shapes, a transaction's writes, later stages, resume tokens, history lost. Only what a
// real MongoDB replica set does too (the suite also runs against MONGODB_URI).
import mongoose, { Schema } from 'mongoose';
import { MongoServerError, type ChangeStream, type ChangeStreamDocument, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, REAL_MONGO, NEEDS_EMBEDDED, uriWithDb, type AnyDoc, type Harness } from './helpers.ts';

/** Test documents with caller-chosen `_id`s. */
type Row = { _id: number | string; [key: string]: unknown };

let h: Harness;
beforeAll(async () => {
  h = await openHarness('changes');
  await h.db.createCollection('items');
});
afterAll(() => h.close());

/** The next `n` events of `stream` (the driver's getMore loop). */
async function next<T extends Document>(stream: ChangeStream<T>, n = 1): Promise<ChangeStreamDocument<T>[]> {
  const out: ChangeStreamDocument<T>[] = [];
  while (out.length < n) out.push(await stream.next());
  return out;
}

/** A stream that has answered its aggregate (so it starts before the writes that follow). */
async function opened<T extends Document>(stream: ChangeStream<T>): Promise<ChangeStream<T>> {
  // tryNext runs the aggregate, then one getMore that waits up to maxAwaitTimeMS (1 s by default).
  await stream.tryNext();
  return stream;
}

describe('change streams', () => {
  it('reports insert, update (with updateLookup), and delete on a collection, in order', async () => {
    const items = h.db.collection<Row>('items');
    const stream = await opened(items.watch([], { fullDocument: 'updateLookup' }));
    await items.insertOne({ _id: 1, name: 'a', n: 1, gone: true });
    await items.updateOne({ _id: 1 }, { $set: { n: 2 }, $unset: { gone: '' } });
    await items.deleteOne({ _id: 1 });
    const [ins, upd, del] = await next(stream, 3);
    await stream.close();
    expect(ins).toMatchObject({
      operationType: 'insert',
      ns: { db: h.dbName, coll: 'items' },
      documentKey: { _id: 1 },
      fullDocument: { _id: 1, name: 'a', n: 1, gone: true },
    });
    expect(upd).toMatchObject({
      operationType: 'update',
      documentKey: { _id: 1 },
      updateDescription: { updatedFields: { n: 2 }, removedFields: ['gone'] },
    });
    // updateLookup reads the document when the event is read: deleted by then.
    expect((upd as { fullDocument?: unknown }).fullDocument ?? null).toBeNull();
    expect(del).toMatchObject({ operationType: 'delete', documentKey: { _id: 1 } });
    for (const e of [ins, upd, del]) {
      expect(typeof (e!._id as { _data?: unknown })._data).toBe('string');
      expect(e!.clusterTime?._bsontype).toBe('Timestamp');
      expect((e as { wallTime?: unknown }).wallTime).toBeInstanceOf(Date);
    }
    // Tokens and cluster times grow with the events.
    expect(ins!.clusterTime!.compare(del!.clusterTime!)).toBeLessThanOrEqual(0);
  });

  it('watches a whole database, applies later $match stages, and leaves other databases out', async () => {
    const stream = await opened(h.db.watch([{ $match: { operationType: 'insert', 'fullDocument.keep': true } }]));
    await h.client.db(`${h.dbName}_other`).collection('x').insertOne({ keep: true });
    await h.db.collection('a').insertOne({ keep: false });
    await h.db.collection('b').insertOne({ _id: 'b1', keep: true } as AnyDoc);
    const [e] = await next(stream);
    await stream.close();
    await h.client.db(`${h.dbName}_other`).dropDatabase();
    expect(e).toMatchObject({ operationType: 'insert', ns: { db: h.dbName, coll: 'b' }, documentKey: { _id: 'b1' } });
  });

  it("emits a transaction's writes when it commits, not before", async () => {
    const items = h.db.collection<Row>('tx');
    await items.insertOne({ _id: 0 });
    const stream = await opened(items.watch());
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await items.insertOne({ _id: 1 }, { session });
      await items.updateOne({ _id: 0 }, { $set: { v: 1 } }, { session });
      expect(await stream.tryNext()).toBeNull();
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    const events = await next(stream, 2);
    await stream.close();
    expect(events.map((e) => e.operationType)).toEqual(['insert', 'update']);
  });

  it('resumes after a token and starts after an operation time', async () => {
    const items = h.db.collection<Row>('resume');
    const stream = await opened(items.watch());
    await items.insertOne({ _id: 1 });
    await items.insertOne({ _id: 2 });
    await items.insertOne({ _id: 3 });
    const [first] = await next(stream);
    await stream.close();
    const resumed = items.watch([], { resumeAfter: first!._id });
    expect((await next(resumed, 2)).map((e) => (e as { documentKey: AnyDoc }).documentKey._id)).toEqual([2, 3]);
    await resumed.close();
    const startedAfter = items.watch([], { startAfter: first!._id });
    expect(((await next(startedAfter))[0] as { documentKey: AnyDoc }).documentKey._id).toBe(2);
    await startedAfter.close();
    const atTime = items.watch([], { startAtOperationTime: first!.clusterTime! });
    expect(((await next(atTime))[0] as { documentKey: AnyDoc }).documentKey._id).toBe(1);
    await atTime.close();
  });

  it('ends a collection stream with drop and invalidate when the collection is dropped', async () => {
    const c = h.db.collection<Row>('dropme');
    await c.insertOne({ _id: 1 });
    const stream = await opened(c.watch());
    await c.drop();
    const [drop, invalidate] = await next(stream, 2);
    expect(drop!.operationType).toBe('drop');
    expect(invalidate!.operationType).toBe('invalidate');
    await stream.close();
  });

  it('reports a resume point with every batch, also an empty one', async () => {
    const stream = h.db.collection<Row>('items').watch([], { maxAwaitTimeMS: 50 });
    expect(await stream.tryNext()).toBeNull();
    expect(stream.resumeToken).toHaveProperty('_data');
    await stream.close();
  });

  it.skipIf(REAL_MONGO)(`fails with 286 on a token of another start of the server (${NEEDS_EMBEDDED})`, async () => {
    const other = await openHarness('changes_other');
    try {
      const stream = await opened(other.db.collection('x').watch());
      await other.db.collection('x').insertOne({});
      const [e] = await next(stream);
      await stream.close();
      const resumed = h.db.collection('x').watch([], { resumeAfter: e!._id });
      const err = await resumed.next().catch((x: unknown) => x);
      expect(err).toBeInstanceOf(MongoServerError);
      expect((err as MongoServerError).code).toBe(286);
      await resumed.close();
    } finally {
      await other.close();
    }
  });

  it("serves mongoose's Model.watch()", async () => {
    const conn = await mongoose.createConnection(uriWithDb(h.uri, h.dbName)).asPromise();
    try {
      const Thing = conn.model('Thing', new Schema({ name: String }));
      await Thing.init();
      const stream = Thing.watch([], { fullDocument: 'updateLookup' });
      let seen: Document | undefined;
      stream.on('change', (e: Document) => (seen ??= e));
      // The stream opens in the background: write until it reports a write (then the first seen).
      const ids = new Set<string>();
      while (!seen) {
        ids.add(String((await Thing.create({ name: 'x' }))._id));
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toMatchObject({ operationType: 'insert', fullDocument: { name: 'x' } });
      expect(ids.has(String((seen.documentKey as AnyDoc)._id))).toBe(true);
      await stream.close();
    } finally {
      await conn.close();
    }
  });
});
