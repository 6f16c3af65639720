// CRUD over the official driver: inserts, queries, sort/skip/limit/projection, BSON types.
import { Decimal128, Long, ObjectId, type Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type AnyDoc, type Harness } from './helpers.ts';

let h: Harness;
let people: Collection;

beforeAll(async () => {
  h = await openHarness('crud');
  people = h.db.collection('people');
  await people.insertMany([
    { name: 'Anna', age: 31, born: new Date('1994-03-01T00:00:00Z'), tags: ['a', 'b'], city: 'Pécs' },
    { name: 'béla', age: 25, born: new Date('2000-07-15T00:00:00Z'), tags: ['b'], city: 'Győr' },
    {
      name: 'Cili',
      age: 31,
      born: new Date('1994-01-20T00:00:00Z'),
      tags: [],
      scores: [
        { k: 'x', v: 3 },
        { k: 'y', v: 9 },
      ],
    },
    { name: 'Dénes', age: 40, born: new Date('1985-11-30T00:00:00Z'), city: null },
  ]);
});
afterAll(() => h.close());

describe('inserts and ids', () => {
  it('assigns ObjectIds, returns them, and stores _id first', async () => {
    const res = await people.insertOne({ name: 'Ede', age: 50 });
    expect(res.insertedId).toBeInstanceOf(ObjectId);
    const raw = await people.findOne({ _id: res.insertedId });
    expect(Object.keys(raw!)[0]).toBe('_id');
    expect(raw!.name).toBe('Ede');
    await people.deleteOne({ _id: res.insertedId });
  });

  it('keeps a caller-chosen _id of any scalar type', async () => {
    const c = h.db.collection<AnyDoc>('ids');
    await c.insertMany([
      { _id: 'text', v: 1 },
      { _id: 7, v: 2 },
      { _id: { a: 1 }, v: 3 },
    ] as never[]);
    expect((await c.findOne({ _id: 'text' }))!.v).toBe(1);
    expect((await c.findOne({ _id: 7 }))!.v).toBe(2);
    expect((await c.findOne({ _id: { a: 1 } }))!.v).toBe(3);
  });

  it('round-trips Date, ObjectId, Long, Decimal128, nested arrays and null', async () => {
    const c = h.db.collection<AnyDoc>('types');
    const ref = new ObjectId();
    const when = new Date('2026-11-22T10:11:12.345Z');
    await c.insertOne({
      _id: 'x',
      ref,
      when,
      big: Long.fromString('9007199254740993'),
      dec: Decimal128.fromString('12.50'),
      deep: [[1, { a: null }]],
    } as never);
    const d = await c.findOne({ _id: 'x' } as never);
    expect(d!.ref).toBeInstanceOf(ObjectId);
    expect(d!.ref.equals(ref)).toBe(true);
    expect(d!.when).toBeInstanceOf(Date);
    expect(d!.when.getTime()).toBe(when.getTime());
    expect(String(d!.big)).toBe('9007199254740993');
    expect(d!.dec).toBeInstanceOf(Decimal128);
    expect(d!.dec.toString()).toBe('12.50');
    expect(d!.deep).toEqual([[1, { a: null }]]);
  });

  it('finds by Long value that fits a double as a number', async () => {
    const c = h.db.collection('longs');
    await c.insertOne({ n: Long.fromNumber(42) });
    expect(await c.countDocuments({ n: 42 })).toBe(1);
  });
});

describe('queries', () => {
  const names = async (filter: object, sort: object = { name: 1 }) =>
    (
      await people
        .find(filter)
        .sort(sort as never)
        .toArray()
    ).map((d) => d.name);

  it('matches comparison, $in, $nin, $exists, null and $ne', async () => {
    expect(await names({ age: { $gte: 31 } })).toEqual(['Anna', 'Cili', 'Dénes']);
    expect(await names({ age: { $in: [25, 40] } })).toEqual(['Dénes', 'béla']);
    expect(await names({ age: { $nin: [25, 40] } })).toEqual(['Anna', 'Cili']);
    expect(await names({ city: { $exists: false } })).toEqual(['Cili']);
    expect(await names({ city: null })).toEqual(['Cili', 'Dénes']);
    expect(await names({ city: { $ne: null } })).toEqual(['Anna', 'béla']);
  });

  it('matches arrays by element, $all, $size and $elemMatch', async () => {
    expect(await names({ tags: 'b' })).toEqual(['Anna', 'béla']);
    expect(await names({ tags: { $all: ['a', 'b'] } })).toEqual(['Anna']);
    expect(await names({ tags: { $size: 0 } })).toEqual(['Cili']);
    expect(await names({ scores: { $elemMatch: { k: 'y', v: { $gt: 5 } } } })).toEqual(['Cili']);
    expect(await names({ scores: { $elemMatch: { k: 'x', v: { $gt: 5 } } } })).toEqual([]);
  });

  it('supports $regex with options (case-insensitive) and JS regexes', async () => {
    expect(await names({ name: { $regex: '^b', $options: 'i' } })).toEqual(['béla']);
    expect(await names({ name: /^B/i })).toEqual(['béla']);
    expect(await names({ name: { $regex: 'N', $options: 'i' } })).toEqual(['Anna', 'Dénes']);
  });

  it('supports $or, $and, $nor, $not and dates', async () => {
    expect(await names({ $or: [{ age: 25 }, { name: 'Cili' }] })).toEqual(['Cili', 'béla']);
    expect(await names({ $and: [{ age: 31 }, { born: { $lt: new Date('1994-02-01') } }] })).toEqual(['Cili']);
    expect(await names({ $nor: [{ age: 31 }] })).toEqual(['Dénes', 'béla']);
    expect(await names({ age: { $not: { $gt: 30 } } })).toEqual(['béla']);
  });

  it('matches $type objectId and other BSON type aliases', async () => {
    const c = h.db.collection('typed');
    await c.insertMany([{ v: new ObjectId() }, { v: 'str' }, { v: 3 }, { v: new Date() }]);
    expect(await c.countDocuments({ v: { $type: 'objectId' } })).toBe(1);
    expect(await c.countDocuments({ v: { $type: 'string' } })).toBe(1);
    expect(await c.countDocuments({ v: { $type: ['objectId', 'date'] } })).toBe(2);
  });

  it('sorts on several keys including dates, with skip and limit', async () => {
    expect(await names({}, { age: -1, born: 1 })).toEqual(['Dénes', 'Cili', 'Anna', 'béla']);
    const page = await people.find({}).sort({ age: 1, name: 1 }).skip(1).limit(2).toArray();
    expect(page.map((d) => d.name)).toEqual(['Anna', 'Cili']);
  });

  it('projects inclusively, exclusively and on nested fields', async () => {
    const inc = await people.findOne({ name: 'Anna' }, { projection: { name: 1, _id: 0 } });
    expect(inc).toEqual({ name: 'Anna' });
    const exc = await people.findOne({ name: 'Cili' }, { projection: { scores: 0, born: 0, _id: 0, tags: 0 } });
    expect(exc).toEqual({ name: 'Cili', age: 31 });
    const nested = await people.findOne({ name: 'Cili' }, { projection: { 'scores.v': 1, _id: 0 } });
    expect(nested).toEqual({ scores: [{ v: 3 }, { v: 9 }] });
    // Top-level inclusion keeps `_id` first and the stored order; booleans count like 1 and 0.
    const flags = await people.findOne({ name: 'Anna' }, { projection: { city: true, age: 1 } });
    expect(Object.keys(flags!)).toEqual(['_id', 'age', 'city']);
    const dropped = await people.findOne({ name: 'Anna' }, { projection: { _id: false, born: false, tags: 0 } });
    expect(dropped).toEqual({ name: 'Anna', age: 31, city: 'Pécs' });
    await expect(people.findOne({ name: 'Anna' }, { projection: { name: 1, age: 0 } })).rejects.toThrow();
  });

  it('projects with $slice, $elemMatch and the positional $, _id first', async () => {
    const sliced = await people.findOne({ name: 'Cili' }, { projection: { scores: { $slice: 1 } } });
    expect(Object.keys(sliced!)[0]).toBe('_id');
    expect(sliced).toMatchObject({ name: 'Cili', age: 31, scores: [{ k: 'x', v: 3 }] });
    const last = await people.findOne({ name: 'Cili' }, { projection: { scores: { $slice: -1 }, name: 1, _id: 0 } });
    expect(last).toEqual({ name: 'Cili', scores: [{ k: 'y', v: 9 }] });
    const em = await people.findOne(
      { name: 'Cili' },
      { projection: { scores: { $elemMatch: { v: { $gt: 5 } } }, _id: 0 } },
    );
    expect(em).toEqual({ scores: [{ k: 'y', v: 9 }] });
    const pos = await people.findOne({ 'scores.k': 'y' }, { projection: { 'scores.$': 1, _id: 0 } });
    expect(pos).toEqual({ scores: [{ k: 'y', v: 9 }] });
    const withId = await people.findOne({ name: 'Anna' }, { projection: { age: 1, name: 1 } });
    // Stored order (name before age), not the projection's order.
    expect(Object.keys(withId!)).toEqual(['_id', 'name', 'age']);
  });

  it('count, countDocuments, estimatedDocumentCount and distinct', async () => {
    expect(await people.countDocuments({ age: 31 })).toBe(2);
    expect(await people.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await people.estimatedDocumentCount()).toBe(4);
    expect((await people.distinct('age')).sort()).toEqual([25, 31, 40]);
    expect((await people.distinct('tags')).sort()).toEqual(['a', 'b']);
    expect(await people.distinct('name', { age: 31 })).toEqual(expect.arrayContaining(['Anna', 'Cili']));
  });
});

describe('deletes and replacements', () => {
  it('deleteOne removes one, deleteMany removes all matches', async () => {
    const c = h.db.collection('del');
    await c.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect(await c.countDocuments()).toBe(1);
  });

  it('replaceOne keeps the _id and drops the old fields', async () => {
    const c = h.db.collection('repl');
    const { insertedId } = await c.insertOne({ a: 1, b: 2 });
    const r = await c.replaceOne({ _id: insertedId }, { c: 3 });
    expect(r.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
  });

  it('a find result is a copy: changing it does not change the stored document', async () => {
    const c = h.db.collection('copies');
    await c.insertOne({ _id: 1 as never, nested: { list: [1] } });
    const first = await c.findOne({ _id: 1 as never }, { projection: { nested: 1 } });
    first!.nested.list.push(2);
    expect((await c.findOne({ _id: 1 as never }))!.nested.list).toEqual([1]);
  });
});
