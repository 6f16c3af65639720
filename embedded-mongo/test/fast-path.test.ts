// The plain-JavaScript filters and sorts (src/fast-path.ts) answer exactly as
// mingo does, on documents of every scalar type plus the values they hand over to mingo (arrays,
// embedded documents, NaN, missing, null), and the server's find agrees through the driver.
import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFastFilter, fastSort } from '../src/fast-path.ts';
import { Query } from '../src/mingo.ts';
import { openHarness, type Harness } from './helpers.ts';

const oids = [new ObjectId('64b000000000000000000001'), new ObjectId('64b000000000000000000002')];
const dates = [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-01T00:00:00Z')];
const values: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  2.5,
  -3,
  Number.NaN,
  '',
  'a',
  'b',
  'á',
  '1',
  true,
  false,
  ...dates,
  ...oids,
  [1, 'a'],
  [],
  { x: 1 },
];

/** Every combination of two fields' values, plus an `n` to tell the documents apart. */
const docs: Document[] = values.flatMap((a, i) =>
  values.map((b, j) => {
    const d: Document = { n: i * 100 + j };
    if (a !== undefined) d.a = a;
    if (b !== undefined) d.b = b;
    return d;
  }),
);

const ordered: unknown[] = [0, 1, 2.5, -3, '', 'a', 'b', 'á', '1', ...dates];
const scalars: unknown[] = [...ordered, true, false, ...oids];
const filters: Document[] = [
  ...scalars.flatMap((v) => [{ a: v }, { a: { $eq: v } }, { a: { $ne: v } }]),
  ...ordered.flatMap((v) => ['$gt', '$gte', '$lt', '$lte'].map((op) => ({ a: { [op]: v } }))),
  { a: { $in: [1, 'a', dates[0], oids[1], false] } },
  { a: { $nin: [1, 'a', dates[0], oids[1], false] } },
  { a: { $in: [] } },
  { a: { $nin: [] } },
  { a: { $gte: 0, $lt: 2 }, b: { $in: ['a', 'b'] } },
  { a: 'a', b: { $ne: 1 } },
  { a: { $gt: 'a' }, b: { $lte: dates[1] } },
  // $or / $and of fast filters, nested, beside plain fields (the teacher's getdata sends one).
  { $or: [{ a: 1 }, { b: 'a' }] },
  { $or: [{ a: { $in: [1, 'a'] }, b: { $ne: false } }, { b: dates[0] }] },
  { a: { $ne: 'b' }, $or: [{ b: { $gte: 1 } }, { b: { $lt: 'b' } }] },
  { $and: [{ a: { $gte: 0 } }, { b: { $nin: [1, 'a'] } }] },
  { $or: [{ $and: [{ a: 1 }, { b: 1 }] }, { a: 'a' }], b: { $ne: 'á' } },
  { $and: [{ $or: [{ a: 1 }, { a: 'a' }] }, { $or: [{ b: 1 }, { b: oids[0] }] }] },
];

const mingoIds = (filter: Document) => docs.filter((d) => new Query(filter).test(d)).map((d) => d.n as number);
const fastIds = (filter: Document) => {
  const fast = compileFastFilter(filter);
  expect(fast, JSON.stringify(filter)).not.toBeNull();
  const q = new Query(filter);
  return docs.filter((d) => fast!(d) ?? q.test(d)).map((d) => d.n as number);
};

describe('compileFastFilter', () => {
  it('matches the same documents as mingo for every operator and value type', () => {
    for (const filter of filters) expect(fastIds(filter), JSON.stringify(filter)).toEqual(mingoIds(filter));
  });

  it('hands over what it does not cover: operators, dotted paths, non-scalar arguments', () => {
    for (const filter of [
      { $nor: [{ a: 1 }] },
      { $or: [] },
      { $or: { a: 1 } },
      { $or: [{ 'a.x': 1 }] },
      { $and: [{ a: 1 }, { b: { $exists: true } }] },
      { 'a.x': 1 },
      { a: { $exists: true } },
      { a: { $in: [null] } },
      { a: null },
      { a: [1, 'a'] },
      { a: { x: 1 } },
      { a: /a/ },
      { a: { $gt: true } },
      { a: { $lt: oids[0] } },
      {},
    ])
      expect(compileFastFilter(filter), JSON.stringify(filter)).toBeNull();
  });
});

describe('fastSort', () => {
  const isScalar = (v: unknown) =>
    v === undefined ||
    v === null ||
    v instanceof Date ||
    v instanceof ObjectId ||
    (typeof v !== 'object' && !Number.isNaN(v));
  // mingo sorts ObjectIds after dates; MongoDB (and fastSort) before booleans and dates (below).
  const sortable = docs.filter(
    (d) => isScalar(d.a) && isScalar(d.b) && !(d.a instanceof ObjectId) && !(d.b instanceof ObjectId),
  );
  /** A sort key's value with its type, so 1 and '1' never look alike (missing and null do). */
  const show = (v: unknown) =>
    v === undefined || v === null
      ? 'null'
      : v instanceof ObjectId
        ? `oid:${v.toHexString()}`
        : v instanceof Date
          ? `date:${v.getTime()}`
          : `${typeof v}:${String(v)}`;
  const mingoSorted = (sort: Document) =>
    (
      new Query({})
        .find(sortable)
        .sort(sort as never)
        .all() as Document[]
    ).map((d) => d.n);

  it('orders scalars of every type as mingo does, both directions, several keys, a page or all', () => {
    for (const sort of [{ a: 1 }, { a: -1 }, { a: 1, b: -1 }, { b: -1, a: 1, n: 1 }, { a: -1, n: -1 }]) {
      const all = fastSort(sortable, sort)!.map((d) => d.n);
      // Ties may come in any order (MongoDB promises none): compare the sort keys' sequence.
      const key = (n: unknown) => {
        const d = sortable.find((x) => x.n === n)!;
        return Object.keys(sort).map((k) => show(d[k]));
      };
      expect(all.map(key), JSON.stringify(sort)).toEqual(mingoSorted(sort).map(key));
      expect(fastSort(sortable, sort, 7)!.map((d) => d.n)).toEqual(all.slice(0, 7));
    }
  });

  it("orders ObjectIds before booleans, as MongoDB's BSON order says", () => {
    const sorted = fastSort([{ v: true }, { v: oids[0] }, { v: dates[0] }, { v: 'x' }, { v: null }, { v: 1 }], {
      v: 1,
    });
    expect(sorted!.map((d) => show(d.v))).toEqual([
      'null',
      'number:1',
      'string:x',
      `oid:${oids[0]!.toHexString()}`,
      'boolean:true',
      `date:${dates[0]!.getTime()}`,
    ]);
  });

  it('gives up on arrays, documents, NaN, dotted keys and $meta sorts', () => {
    expect(fastSort([{ a: [1] }], { a: 1 })).toBeNull();
    expect(fastSort([{ a: { x: 1 } }], { a: 1 })).toBeNull();
    expect(fastSort([{ a: Number.NaN }], { a: 1 })).toBeNull();
    expect(fastSort([{ a: { x: 1 } }], { 'a.x': 1 })).toBeNull();
    expect(fastSort([{ a: 1 }], { s: { $meta: 'textScore' } })).toBeNull();
  });
});

describe('through the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness('fastpath');
    await h.db.collection('mixed').insertMany(docs.map((d) => ({ ...d })));
    await h.db.collection('mixed').createIndex({ a: 1, b: 1 });
  });
  afterAll(() => h.close());

  it('finds, counts and pages like mingo with and without an index', async () => {
    const c = h.db.collection('mixed');
    for (const filter of filters) {
      const expected = mingoIds(filter);
      const found = await c.find(filter, { projection: { _id: 0, n: 1 } }).toArray();
      expect(
        found.map((d) => d.n).sort((x, y) => x - y),
        JSON.stringify(filter),
      ).toEqual(expected);
      expect(await c.countDocuments(filter)).toBe(expected.length);
    }
    const page = await c
      .find({ b: { $in: [1, 'a'] } })
      .sort({ n: -1 })
      .skip(3)
      .limit(5)
      .toArray();
    const all = mingoIds({ b: { $in: [1, 'a'] } }).sort((x, y) => y - x);
    expect(page.map((d) => d.n)).toEqual(all.slice(3, 8));
  });
});
