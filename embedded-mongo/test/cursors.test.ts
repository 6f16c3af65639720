// Cursors over 10,000 documents: batching, getMore, killCursors, limits and Int64 cursor ids.
import { Long, type Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './helpers.ts';

let h: Harness;
let c: Collection;
const N = 10_000;

beforeAll(async () => {
  h = await openHarness('cursors');
  c = h.db.collection('many');
  await c.insertMany(Array.from({ length: N }, (_, i) => ({ i, group: i % 7, pad: 'x'.repeat(20) })));
});
afterAll(() => h.close());

describe('cursors', () => {
  it('iterates all 10,000 documents in order through getMore', async () => {
    let count = 0;
    let last = -1;
    for await (const d of c.find({}).sort({ i: 1 }).batchSize(500)) {
      expect(d.i).toBe(last + 1);
      last = d.i;
      count++;
    }
    expect(count).toBe(N);
  });

  it('answers firstBatch/nextBatch with an Int64 cursor id, 0 when exhausted', async () => {
    // promoteLongs off: the id must arrive as a BSON Int64, not an int32.
    const first = await h.db.command({ find: 'many', filter: {}, batchSize: 3 }, { promoteLongs: false });
    expect(first.cursor.firstBatch).toHaveLength(3);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect(first.cursor.id.isZero()).toBe(false);
    expect(first.cursor.ns).toBe(`${h.dbName}.many`);
    const more = await h.db.command({ getMore: first.cursor.id, collection: 'many', batchSize: 4 });
    expect(more.cursor.nextBatch).toHaveLength(4);
    const rest = await h.db.command({ getMore: first.cursor.id, collection: 'many' }, { promoteLongs: false });
    expect(rest.cursor.id).toBeInstanceOf(Long);
    expect(rest.cursor.nextBatch).toHaveLength(N - 7);
    expect(Number(rest.cursor.id)).toBe(0);
  });

  it('killCursors closes a cursor; getMore on it is CursorNotFound (43)', async () => {
    const first = await h.db.command({ find: 'many', filter: {}, batchSize: 2 });
    const killed = await h.db.command({ killCursors: 'many', cursors: [first.cursor.id] });
    expect(killed.cursorsKilled.map(Number)).toEqual([Number(first.cursor.id)]);
    await expect(h.db.command({ getMore: first.cursor.id, collection: 'many' })).rejects.toMatchObject({ code: 43 });
  });

  it('closing a driver cursor early kills it on the server', async () => {
    const cursor = c.find({}).batchSize(10);
    const firstTen: number[] = [];
    for await (const d of cursor) {
      firstTen.push(d.i);
      if (firstTen.length === 10) break;
    }
    expect(firstTen).toHaveLength(10);
    expect(cursor.closed).toBe(true);
  });

  it('limit, skip and singleBatch bound the result', async () => {
    expect(await c.find({ group: 3 }).sort({ i: -1 }).skip(5).limit(20).toArray()).toHaveLength(20);
    const single = await h.db.command({ find: 'many', filter: {}, limit: 150, singleBatch: true });
    expect(single.cursor.firstBatch).toHaveLength(101);
    expect(Number(single.cursor.id)).toBe(0);
    expect(await c.countDocuments({ group: 3 })).toBe(Math.ceil((N - 3) / 7));
  });

  it('toArray over a filtered, sorted 10k collection matches a client-side computation', async () => {
    const got = (
      await c
        .find({ group: { $in: [1, 2] } }, { projection: { i: 1, _id: 0 } })
        .sort({ group: -1, i: 1 })
        .toArray()
    ).map((d) => d.i);
    const want = Array.from({ length: N }, (_, i) => i)
      .filter((i) => i % 7 === 1 || i % 7 === 2)
      .sort((a, b) => (b % 7) - (a % 7) || a - b);
    expect(got).toEqual(want);
  });
});
