// Update operators, upserts, findAndModify and the errors MongoDB reports for bad updates.
import { ObjectId, type Collection, type MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type AnyDoc, type Harness } from './helpers.ts';

let h: Harness;
let c: Collection<AnyDoc>;

beforeAll(async () => {
  h = await openHarness('update');
});
afterAll(() => h.close());
beforeEach(async () => {
  c = h.db.collection<AnyDoc>(`u${Math.random().toString(36).slice(2, 8)}`);
});

const errorOf = async (p: Promise<unknown>): Promise<MongoServerError> => {
  try {
    await p;
  } catch (e) {
    return e as MongoServerError;
  }
  throw new Error('expected the operation to fail');
};

describe('update operators', () => {
  it('$set, $unset, $inc, $min, $max, $rename, $mul', async () => {
    await c.insertOne({ _id: 1 as never, a: 1, b: 2, lo: 5, hi: 5, old: 'x', m: 3, nested: { x: 1 } });
    await c.updateOne(
      { _id: 1 as never },
      {
        $set: { a: 10, 'nested.y': 2 },
        $unset: { b: '' },
        $inc: { counter: 2 },
        $min: { lo: 1 },
        $max: { hi: 9 },
        $rename: { old: 'renamed' },
        $mul: { m: 4 },
      },
    );
    expect(await c.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      a: 10,
      lo: 1,
      hi: 9,
      m: 12,
      nested: { x: 1, y: 2 },
      counter: 2,
      renamed: 'x',
    });
  });

  it('$min/$max with dates and $currentDate set BSON dates', async () => {
    const early = new Date('2020-01-01T00:00:00Z');
    await c.insertOne({ _id: 1 as never, first: new Date('2021-01-01T00:00:00Z') });
    await c.updateOne({ _id: 1 as never }, { $min: { first: early }, $currentDate: { touched: true } });
    const d = await c.findOne({ _id: 1 as never });
    expect(d!.first).toEqual(early);
    expect(d!.touched).toBeInstanceOf(Date);
  });

  it('$push (with $each/$slice/$sort), $addToSet, $pull, $pullAll, $pop', async () => {
    await c.insertOne({ _id: 1 as never, list: [3, 1], set: ['a'], rm: [1, 2, 3, 2], pa: [1, 2, 3], pop: [1, 2, 3] });
    await c.updateOne({ _id: 1 as never }, {
      $push: { list: { $each: [5, 2], $sort: 1, $slice: 3 } },
      $addToSet: { set: { $each: ['a', 'b'] } },
      $pull: { rm: 2 },
      $pullAll: { pa: [1, 3] },
      $pop: { pop: -1 },
    } as never);
    expect(await c.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      list: [1, 2, 3],
      set: ['a', 'b'],
      rm: [1, 3],
      pa: [2],
      pop: [2, 3],
    });
    await c.updateOne({ _id: 1 as never }, { $pull: { objs: { k: 1 } } as never });
    await c.updateOne({ _id: 1 as never }, { $push: { objs: { $each: [{ k: 1 }, { k: 2 }] } } as never });
    await c.updateOne({ _id: 1 as never }, { $pull: { objs: { k: 1 } } as never });
    expect((await c.findOne({ _id: 1 as never }))!.objs).toEqual([{ k: 2 }]);
  });

  it('$addToSet and $pull compare ObjectIds and Dates by value', async () => {
    const a = new ObjectId();
    const b = new ObjectId();
    await c.insertOne({ _id: 1 as never, ids: [a], days: [new Date(5)] });
    await c.updateOne({ _id: 1 as never }, {
      $addToSet: { ids: new ObjectId(a.toHexString()), days: new Date(5) },
    } as never);
    await c.updateOne({ _id: 1 as never }, { $addToSet: { ids: b } } as never);
    let d = await c.findOne({ _id: 1 as never });
    expect(d!.ids).toEqual([a, b]);
    expect(d!.days).toEqual([new Date(5)]);
    await c.updateOne({ _id: 1 as never }, { $pull: { ids: new ObjectId(a.toHexString()) } } as never);
    d = await c.findOne({ _id: 1 as never });
    expect(d!.ids).toEqual([b]);
    expect(await c.countDocuments({ ids: new ObjectId(b.toHexString()) })).toBe(1);
  });

  it('positional $ and arrayFilters', async () => {
    await c.insertOne({
      _id: 1 as never,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
        { sku: 'c', qty: 5 },
      ],
    });
    await c.updateOne({ _id: 1 as never, 'items.sku': 'b' }, { $inc: { 'items.$.qty': 10 } });
    await c.updateOne(
      { _id: 1 as never },
      { $set: { 'items.$[big].flag': true } },
      { arrayFilters: [{ 'big.qty': { $gte: 5 } }] },
    );
    const d = await c.findOne({ _id: 1 as never });
    expect(d!.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 11, flag: true },
      { sku: 'c', qty: 5, flag: true },
    ]);
  });

  it('reports n and nModified; a no-op update modifies nothing', async () => {
    await c.insertMany([
      { g: 1, v: 1 },
      { g: 1, v: 2 },
      { g: 2, v: 1 },
    ]);
    const r = await c.updateMany({ g: 1 }, { $set: { v: 1 } });
    expect(r.matchedCount).toBe(2);
    expect(r.modifiedCount).toBe(1);
    const none = await c.updateOne({ g: 3 }, { $set: { v: 1 } });
    expect(none.matchedCount).toBe(0);
    expect(none.upsertedCount).toBe(0);
  });

  it('updateMany applies operators, positional $ and arrayFilters to every match', async () => {
    await c.insertMany([
      {
        g: 1,
        items: [
          { k: 'a', n: 1 },
          { k: 'b', n: 1 },
        ],
      },
      {
        g: 1,
        items: [
          { k: 'b', n: 5 },
          { k: 'a', n: 2 },
        ],
      },
      { g: 2, items: [{ k: 'a', n: 9 }] },
    ]);
    await c.updateMany({ g: 1, 'items.k': 'a' }, { $inc: { 'items.$.n': 10 }, $push: { log: 'x' } } as never);
    await c.updateMany({ g: 1 }, { $set: { 'items.$[el].seen': true } }, { arrayFilters: [{ 'el.k': 'b' }] });
    const docs = await c
      .find({}, { projection: { _id: 0 } })
      .sort({ g: 1 })
      .toArray();
    expect(docs).toEqual([
      {
        g: 1,
        items: [
          { k: 'a', n: 11 },
          { k: 'b', n: 1, seen: true },
        ],
        log: ['x'],
      },
      {
        g: 1,
        items: [
          { k: 'b', n: 5, seen: true },
          { k: 'a', n: 12 },
        ],
        log: ['x'],
      },
      { g: 2, items: [{ k: 'a', n: 9 }] },
    ]);
  });

  it('updateMany stops at a document it cannot update, keeping the ones before', async () => {
    await c.insertMany([
      { _id: 1, v: 1 },
      { _id: 2, v: 'text' },
      { _id: 3, v: 3 },
    ] as never[]);
    const err = await c.updateMany({}, { $inc: { v: 1 } } as never).then(
      () => null,
      (e: MongoServerError) => e,
    );
    expect(err?.code).toBe(14);
    expect((await c.find().sort({ _id: 1 }).toArray()).map((d) => d.v)).toEqual([2, 'text', 3]);
  });

  it('pipeline-style updates', async () => {
    await c.insertOne({ _id: 1 as never, a: 2, b: 3 });
    await c.updateOne({ _id: 1 as never }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect((await c.findOne({ _id: 1 as never }))!.sum).toBe(5);
  });
});

describe('upserts', () => {
  it('builds the document from equality fields and $setOnInsert', async () => {
    const r = await c.updateOne(
      { email: 'x@y', $and: [{ tenant: 't1' }, { kind: { $eq: 'k' } }], age: { $gt: 3 } },
      { $set: { seen: 1 }, $setOnInsert: { created: new Date(0) } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    expect(r.upsertedId).toBeInstanceOf(ObjectId);
    const d = await c.findOne({ _id: r.upsertedId! });
    expect(d).toEqual({ _id: r.upsertedId, email: 'x@y', tenant: 't1', kind: 'k', seen: 1, created: new Date(0) });
    // Second time it matches: $setOnInsert is not applied again.
    const again = await c.updateOne(
      { email: 'x@y' },
      { $set: { seen: 2 }, $setOnInsert: { created: new Date(5) } },
      { upsert: true },
    );
    expect(again.matchedCount).toBe(1);
    expect((await c.findOne({ email: 'x@y' }))!.created).toEqual(new Date(0));
  });

  it('takes _id from the filter, and replacement upserts keep it', async () => {
    await c.updateOne({ _id: 'fixed' as never }, { $inc: { n: 1 } }, { upsert: true });
    await c.replaceOne({ _id: 'rep' as never }, { v: 1 }, { upsert: true });
    expect(await c.findOne({ _id: 'fixed' as never })).toEqual({ _id: 'fixed', n: 1 });
    expect(await c.findOne({ _id: 'rep' as never })).toEqual({ _id: 'rep', v: 1 });
  });

  it('bulkWrite mixes inserts, upserts, updates and deletes', async () => {
    const r = await c.bulkWrite([
      { insertOne: { document: { k: 1 } } },
      { updateOne: { filter: { k: 2 }, update: { $set: { v: 2 } }, upsert: true } },
      { updateMany: { filter: { k: 1 }, update: { $set: { v: 1 } } } },
      { deleteOne: { filter: { k: 2 } } },
    ]);
    expect([r.insertedCount, r.upsertedCount, r.modifiedCount, r.deletedCount]).toEqual([1, 1, 1, 1]);
    expect(r.upsertedIds[1]).toBeInstanceOf(ObjectId);
  });
});

describe('findAndModify', () => {
  it('returns the document before or after, sorted, with projection', async () => {
    await c.insertMany([
      { q: 1, p: 5 },
      { q: 1, p: 9 },
    ]);
    const before = await c.findOneAndUpdate({ q: 1 }, { $inc: { p: 1 } }, { sort: { p: -1 }, projection: { _id: 0 } });
    expect(before).toEqual({ q: 1, p: 9 });
    const after = await c.findOneAndUpdate(
      { q: 1 },
      { $inc: { p: 1 } },
      { sort: { p: -1 }, returnDocument: 'after', projection: { p: 1, _id: 0 } },
    );
    expect(after).toEqual({ p: 11 });
  });

  it('upserts, replaces and deletes', async () => {
    const up = await c.findOneAndUpdate(
      { name: 'job' },
      { $setOnInsert: { n: 0 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(up.value).toMatchObject({ name: 'job', n: 0 });
    expect(up.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    const rep = await c.findOneAndReplace({ name: 'job' }, { name: 'job', n: 5 }, { returnDocument: 'after' });
    expect(rep).toMatchObject({ name: 'job', n: 5 });
    const del = await c.findOneAndDelete({ name: 'job' });
    expect(del).toMatchObject({ n: 5 });
    expect(await c.findOneAndDelete({ name: 'job' })).toBeNull();
  });
});

describe('update errors', () => {
  it('changing _id is ImmutableField (66) and leaves the document untouched', async () => {
    await c.insertOne({ _id: 1 as never, v: 1 });
    const e = await errorOf(c.updateOne({ _id: 1 as never }, { $set: { _id: 2, v: 2 } as never }));
    expect(e.code).toBe(66);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, v: 1 });
  });

  it('conflicting paths are ConflictingUpdateOperators (40)', async () => {
    await c.insertOne({ _id: 1 as never, a: { b: 1 } });
    const e = await errorOf(c.updateOne({ _id: 1 as never }, { $set: { a: 1 }, $inc: { 'a.b': 1 } } as never));
    expect(e.code).toBe(40);
  });

  it('$inc on a string is TypeMismatch (14)', async () => {
    await c.insertOne({ _id: 1 as never, s: 'text' });
    const e = await errorOf(c.updateOne({ _id: 1 as never }, { $inc: { s: 1 } } as never));
    expect(e.code).toBe(14);
    const e2 = await errorOf(c.updateOne({ _id: 1 as never }, { $inc: { n: 'x' } } as never));
    expect(e2.code).toBe(14);
  });

  it('an unknown update operator is refused', async () => {
    await c.insertOne({ _id: 1 as never });
    const e = await errorOf(c.updateOne({ _id: 1 as never }, { $bogus: { a: 1 } } as never));
    expect([9, 2]).toContain(e.code);
  });
});
