// Indexes: unique (write errors and command errors), ordered/unordered batches, sparse, partial,
// compound, TTL option round trip, listIndexes/dropIndexes and their error codes.
import { MongoServerError, type Collection, type MongoBulkWriteError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './helpers.ts';

let h: Harness;
let c: Collection;

beforeAll(async () => {
  h = await openHarness('indexes');
});
afterAll(() => h.close());
beforeEach(async () => {
  c = h.db.collection(`i${Math.random().toString(36).slice(2, 8)}`);
});

async function errorOf<T extends Error = MongoServerError>(p: Promise<unknown>): Promise<T> {
  try {
    await p;
  } catch (e) {
    return e as T;
  }
  throw new Error('expected the operation to fail');
}

describe('unique indexes', () => {
  it('a duplicate insert is a write error 11000 with keyPattern and keyValue', async () => {
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x' });
    const e = await errorOf(c.insertOne({ email: 'a@x' }));
    expect(e.code).toBe(11000);
    expect(e.message).toMatch(/E11000 duplicate key error collection: .*index: email_1 dup key: \{ email: "a@x" \}/);
    expect((e as MongoServerError).keyPattern).toEqual({ email: 1 });
    expect((e as MongoServerError).keyValue).toEqual({ email: 'a@x' });
    expect(await c.countDocuments()).toBe(1);
  });

  it('duplicate _id is refused too', async () => {
    await c.insertOne({ _id: 'k' as never });
    const e = await errorOf(c.insertOne({ _id: 'k' as never }));
    expect(e.code).toBe(11000);
  });

  it('ordered inserts stop at the first error, unordered go on', async () => {
    await c.createIndex({ k: 1 }, { unique: true });
    const ordered = await errorOf<MongoBulkWriteError>(c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]));
    expect(ordered.result.insertedCount).toBe(1);
    expect(ordered.writeErrors).toMatchObject([{ index: 1, code: 11000 }]);
    const unordered = await errorOf<MongoBulkWriteError>(
      c.insertMany([{ k: 3 }, { k: 1 }, { k: 4 }, { k: 3 }], { ordered: false }),
    );
    expect(unordered.result.insertedCount).toBe(2);
    expect((unordered.writeErrors as unknown as { index: number }[]).map((w) => w.index)).toEqual([1, 3]);
    expect((await c.find().sort({ k: 1 }).toArray()).map((d) => d.k)).toEqual([1, 3, 4]);
  });

  it('an update that would collide fails and changes nothing', async () => {
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertMany([
      { k: 1, v: 'a' },
      { k: 2, v: 'b' },
    ]);
    const e = await errorOf(c.updateOne({ k: 2 }, { $set: { k: 1, v: 'changed' } }));
    expect(e.code).toBe(11000);
    expect(await c.findOne({ k: 2 }, { projection: { _id: 0 } })).toEqual({ k: 2, v: 'b' });
  });

  it('findAndModify reports DuplicateKey as a command error', async () => {
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertMany([{ k: 1 }, { k: 2 }]);
    const e = await errorOf(c.findOneAndUpdate({ k: 2 }, { $set: { k: 1 } }));
    expect(e).toBeInstanceOf(MongoServerError);
    expect(e.code).toBe(11000);
    expect(e.codeName).toBe('DuplicateKey');
    expect(e.keyValue).toEqual({ k: 1 });
  });

  it('building a unique index over duplicates fails with 11000 and creates no index', async () => {
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    const e = await errorOf(c.createIndex({ k: 1 }, { unique: true }));
    expect(e.code).toBe(11000);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('missing fields collide as null unless the index is sparse', async () => {
    await c.createIndex({ a: 1 }, { unique: true });
    await c.insertOne({ x: 1 });
    expect((await errorOf(c.insertOne({ x: 2 }))).code).toBe(11000);
    const s = h.db.collection(`${c.collectionName}_s`);
    await s.createIndex({ a: 1 }, { unique: true, sparse: true });
    await s.insertMany([{ x: 1 }, { x: 2 }, { a: 1 }]);
    expect((await errorOf(s.insertOne({ a: 1 }))).code).toBe(11000);
  });

  it('partial unique indexes only constrain matching documents', async () => {
    await c.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { email: 'a', active: false },
      { email: 'a', active: false },
      { email: 'a', active: true },
    ]);
    expect((await errorOf(c.insertOne({ email: 'a', active: true }))).code).toBe(11000);
    expect(await c.countDocuments({ email: 'a' })).toBe(3);
  });

  it('compound unique indexes compare the whole key', async () => {
    await c.createIndex({ school: 1, code: 1 }, { unique: true });
    await c.insertMany([
      { school: 1, code: 'x' },
      { school: 2, code: 'x' },
      { school: 1, code: 'y' },
    ]);
    const e = await errorOf(c.insertOne({ school: 1, code: 'x' }));
    expect(e.code).toBe(11000);
    expect(e.keyValue).toEqual({ school: 1, code: 'x' });
  });

  it('array values are indexed by element (multikey)', async () => {
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['a', 'b'] });
    expect((await errorOf(c.insertOne({ tags: ['c', 'b'] }))).code).toBe(11000);
    expect(await c.countDocuments({ tags: 'b' })).toBe(1);
  });
});

describe('index management', () => {
  it('createIndexes is idempotent; listIndexes shows the options', async () => {
    await c.createIndex({ a: 1 }, { name: 'a_idx', unique: true });
    await c.createIndex({ a: 1 }, { name: 'a_idx', unique: true });
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    await c.createIndex({ b: -1, c: 1 }, { sparse: true });
    const list = await c.listIndexes().toArray();
    expect(list.map((i) => i.name)).toEqual(['_id_', 'a_idx', 'at_1', 'b_-1_c_1']);
    expect(list[1]).toMatchObject({ key: { a: 1 }, unique: true });
    expect(list[2]).toMatchObject({ key: { at: 1 }, expireAfterSeconds: 3600 });
    expect(list[3]).toMatchObject({ key: { b: -1, c: 1 }, sparse: true });
    expect(await c.indexExists('a_idx')).toBe(true);
  });

  it('conflicting names or options are refused (85/86)', async () => {
    await c.createIndex({ a: 1 }, { name: 'x' });
    expect((await errorOf(c.createIndex({ b: 1 }, { name: 'x' }))).code).toBe(86);
    expect((await errorOf(c.createIndex({ a: 1 }, { name: 'y' }))).code).toBe(85);
  });

  it('dropIndexes by name, by key and all; unknown names are IndexNotFound (27)', async () => {
    await c.createIndexes([{ key: { a: 1 } }, { key: { b: 1 } }, { key: { d: 1 } }]);
    await c.dropIndex('a_1');
    await c.dropIndex({ b: 1 } as never);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'd_1']);
    expect((await errorOf(c.dropIndex('nope'))).code).toBe(27);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('listIndexes on a missing collection is NamespaceNotFound (26)', async () => {
    const e = await errorOf(h.db.collection('does_not_exist').listIndexes().toArray());
    expect(e.code).toBe(26);
  });

  it('queries through an index return the same as without', async () => {
    await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ n: i % 10, s: `v${i}` })));
    const before = await c.find({ n: 3 }).sort({ s: 1 }).toArray();
    await c.createIndex({ n: 1 });
    const after = await c.find({ n: 3 }).sort({ s: 1 }).toArray();
    expect(after).toEqual(before);
    expect(after).toHaveLength(5);
    expect(await c.countDocuments({ n: { $in: [1, 2] } })).toBe(10);
  });
});
