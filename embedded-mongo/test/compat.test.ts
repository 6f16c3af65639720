// Conformance with MongoDB 7/8 where mongoose's own test suite found gaps: several positional
// paths in one update, unchanged `_id` in updates, $pull with `$or`, `{_id: 1}` projections,
// errors MongoDB raises (28, 2, 40324), projection corner cases and `let` variables.
import { ObjectId, type Collection, type MongoServerError } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, uriWithDb, type AnyDoc, type Harness } from './helpers.ts';

let h: Harness;
// Loosely typed: numeric `_id`s and raw operators throughout.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let c: Collection<any>;

beforeAll(async () => {
  h = await openHarness('compat');
});
afterAll(() => h.close());
beforeEach(async () => {
  c = h.db.collection(`c${Math.random().toString(36).slice(2, 8)}`);
});

const errorOf = async (p: Promise<unknown>): Promise<MongoServerError> => {
  try {
    await p;
  } catch (e) {
    return e as MongoServerError;
  }
  throw new Error('expected the operation to fail');
};

describe('positional paths', () => {
  it('applies two positional paths of one array to the matched element', async () => {
    await c.insertOne({
      _id: 1,
      a: [
        { k: 1, y: 1, z: 1 },
        { k: 2, y: 2, z: 2 },
      ],
    });
    const r = await c.updateOne({ _id: 1, 'a.k': 2 }, { $set: { 'a.$.y': 20 }, $inc: { 'a.$.z': 1 } });
    expect(r.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 1 }))!.a).toEqual([
      { k: 1, y: 1, z: 1 },
      { k: 2, y: 20, z: 3 },
    ]);
  });

  it('applies two $[] / $[id] paths of one array, filters evaluated on the original', async () => {
    await c.insertOne({
      _id: 1,
      a: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
      ],
    });
    await c.updateOne({ _id: 1 }, { $set: { 'a.$[e].x': 5, 'a.$[e].y': 1 } }, { arrayFilters: [{ 'e.x': 1 }] });
    await c.updateOne({ _id: 1 }, { $set: { 'a.$[].w': true }, $inc: { 'a.$[].y': 10 } });
    expect((await c.findOne({ _id: 1 }))!.a).toEqual([
      { x: 5, y: 11, w: true },
      { x: 2, y: 10, w: true },
    ]);
  });

  it('refuses a positional update whose query did not match the array (code 2)', async () => {
    await c.insertOne({ _id: 1, a: [{ k: 1 }] });
    const e = await errorOf(c.updateOne({ _id: 1 }, { $set: { 'a.$.k': 2 } }));
    expect(e.code).toBe(2);
    expect(e.message).toMatch(/The positional operator did not find the match needed from the query/);
  });

  it('mongoose: updates one timestamped subdocument by positional path', async () => {
    const conn = await mongoose.createConnection(uriWithDb(h.uri, h.dbName)).asPromise();
    try {
      const child = new Schema({ name: String }, { timestamps: true });
      const Parent = conn.model('CompatParent', new Schema({ title: String, children: [child] }));
      const p = await Parent.create({ title: 't', children: [{ name: 'a' }, { name: 'b' }] });
      const target = p.children[1]!;
      const before = target.get('updatedAt') as Date;
      await new Promise((r) => setTimeout(r, 5));
      const r = await Parent.updateOne(
        { _id: p._id, 'children._id': target._id },
        { $set: { 'children.$.name': 'B' } },
      );
      expect(r.modifiedCount).toBe(1);
      const raw = await conn.db!.collection('compatparents').findOne({ _id: p._id });
      expect(raw!.children.map((x: AnyDoc) => x.name)).toEqual(['a', 'B']);
      expect((raw!.children[1].updatedAt as Date).getTime()).toBeGreaterThan(before.getTime());
      expect(raw!.children[0].updatedAt).toEqual(p.children[0]!.get('updatedAt'));
    } finally {
      await conn.close();
    }
  });
});

describe('unchanged _id in updates', () => {
  it('accepts $set of the same _id, a replacement with it and pipelines keeping it', async () => {
    const id = new ObjectId();
    await c.insertOne({ _id: id, v: 1 });
    await c.updateOne({ _id: id }, { $set: { _id: new ObjectId(id.toHexString()), v: 2 } });
    await c.replaceOne({ _id: id }, { _id: id, v: 3 });
    await c.updateOne({ _id: id }, [{ $replaceRoot: { newRoot: { _id: '$_id', v: 4, w: '$v' } } }]);
    await c.updateOne({ _id: id }, [{ $set: { _id: '$_id', v: 5 } }]);
    expect(await c.findOne({ _id: id })).toEqual({ _id: id, v: 5, w: 3 });
    const d = await c.findOneAndUpdate({ _id: id }, { $set: { _id: id, v: 6 } }, { returnDocument: 'after' });
    expect(d).toEqual({ _id: id, v: 6, w: 3 });
  });

  it('refuses a changed _id with 66 in every update form', async () => {
    await c.insertOne({ _id: 1, v: 1 });
    for (const u of [{ $set: { _id: 2 } }, [{ $set: { _id: 2 } }], [{ $replaceRoot: { newRoot: { _id: 2 } } }]]) {
      const e = await errorOf(c.updateOne({ _id: 1 }, u as never));
      expect(e.code).toBe(66);
    }
    expect((await errorOf(c.replaceOne({ _id: 1 }, { _id: 2, v: 1 }))).code).toBe(66);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, v: 1 });
  });
});

describe('$pull with a condition object', () => {
  it('removes the elements matching $or (subdocuments without _id)', async () => {
    await c.insertOne({ _id: 1, arr: [{ a: 1, b: 1 }, { a: 2, b: 2 }, { a: 3, b: 3 }, 7] });
    await c.updateOne({ _id: 1 }, { $pull: { arr: { $or: [{ a: 1 }, { b: 3 }] } } } as never);
    expect((await c.findOne({ _id: 1 }))!.arr).toEqual([{ a: 2, b: 2 }, 7]);
  });

  it('operator conditions apply to the element, field conditions to subdocuments, paths may be positional', async () => {
    await c.insertOne({
      _id: 1,
      nums: [1, 5, 8, 3],
      tags: ['a', 'b', 'c'],
      docs: [{ k: 1 }, { k: 5 }, 5],
      g: [
        { id: 1, xs: [1, 2, 3] },
        { id: 2, xs: [1, 2, 3] },
      ],
    });
    await c.updateOne({ _id: 1, 'g.id': 2 }, {
      $pull: { nums: { $gte: 5 }, tags: { $in: ['a', 'c'] }, docs: { k: { $gt: 2 } }, 'g.$.xs': 2 },
    } as never);
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      nums: [1, 3],
      tags: ['b'],
      docs: [{ k: 1 }, 5],
      g: [
        { id: 1, xs: [1, 2, 3] },
        { id: 2, xs: [1, 3] },
      ],
    });
    const e = await errorOf(c.updateOne({ _id: 1 }, { $pull: { 'g.0.id': 1 } } as never));
    expect([e.code, e.message]).toEqual([2, 'Cannot apply $pull to a non-array value']);
  });

  it('mongoose: doc.arr.pull({...}) on subdocuments without _id', async () => {
    const conn = await mongoose.createConnection(uriWithDb(h.uri, h.dbName)).asPromise();
    try {
      const M = conn.model('CompatPull', new Schema({ tags: [new Schema({ k: String, v: Number }, { _id: false })] }));
      const d = await M.create({
        tags: [
          { k: 'a', v: 1 },
          { k: 'b', v: 2 },
          { k: 'c', v: 3 },
        ],
      });
      d.tags.pull({ k: 'b', v: 2 });
      await d.save();
      const raw = await conn.db!.collection('compatpulls').findOne({ _id: d._id });
      expect(raw!.tags).toEqual([
        { k: 'a', v: 1 },
        { k: 'c', v: 3 },
      ]);
    } finally {
      await conn.close();
    }
  });
});

describe('projections', () => {
  it('{_id: 1} returns only _id (Model.exists reads no whole document)', async () => {
    await c.insertOne({ _id: 1, a: 1, b: { c: 2 } });
    expect(await c.findOne({ _id: 1 }, { projection: { _id: 1 } })).toEqual({ _id: 1 });
    expect(await c.findOne({ _id: 1 }, { projection: { _id: 0 } })).toEqual({ a: 1, b: { c: 2 } });
  });

  it('$elemMatch with $in inside', async () => {
    await c.insertOne({
      _id: 1,
      arr: [
        { k: 'a', n: 1 },
        { k: 'b', n: 2 },
        { k: 'c', n: 3 },
      ],
      other: 1,
    });
    const d = await c.findOne({ _id: 1 }, { projection: { arr: { $elemMatch: { k: { $in: ['c', 'b'] } } } } });
    expect(d).toEqual({ _id: 1, arr: [{ k: 'b', n: 2 }] });
  });

  it('$elemMatch with an operator on plain values: the first matching element, or no field', async () => {
    await c.insertMany([
      { _id: 1, arr: [1, 5, 9], other: 1 },
      { _id: 2, arr: [2, 3], other: 2 },
    ]);
    const gt = await c.find({}, { projection: { arr: { $elemMatch: { $gt: 4 } } }, sort: { _id: 1 } }).toArray();
    expect(gt).toEqual([{ _id: 1, arr: [5] }, { _id: 2 }]);
    const within = await c
      .find({}, { projection: { arr: { $elemMatch: { $in: [3, 9] } }, other: 1 }, sort: { _id: 1 } })
      .toArray();
    expect(within).toEqual([
      { _id: 1, arr: [9], other: 1 },
      { _id: 2, arr: [3], other: 2 },
    ]);
  });

  it('$slice together with an excluded field', async () => {
    await c.insertOne({ _id: 1, arr: [1, 2, 3, 4], other: 'x', keep: true });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: 2 }, other: 0 } })).toEqual({
      _id: 1,
      arr: [1, 2],
      keep: true,
    });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: -1 }, keep: 1 } })).toEqual({
      _id: 1,
      arr: [4],
      keep: true,
    });
  });
});

describe('errors MongoDB raises', () => {
  it("$set of 'arr.field' where arr is an array: 28 PathNotViable", async () => {
    await c.insertOne({ _id: 1, arr: [1, 2] });
    const e = await errorOf(c.updateOne({ _id: 1 }, { $set: { 'arr.field': 1 } }));
    expect(e.code).toBe(28);
    expect(e.message).toMatch(/^Cannot create field 'field' in element \{arr: \[/);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, arr: [1, 2] });
  });

  it('$push onto a non-array: 2 BadValue', async () => {
    await c.insertOne({ _id: 1, x: 5 });
    const e = await errorOf(c.updateOne({ _id: 1 }, { $push: { x: 1 } } as never));
    expect(e.code).toBe(2);
    expect(e.message).toBe("The field 'x' must be an array but is of type int in document {_id: 1}");
  });

  it('an unknown query operator is BadValue, even on an empty or missing collection', async () => {
    const missing = h.db.collection('never_created');
    for (const coll of [missing, c]) {
      const e = await errorOf(coll.find({ a: { $foo: 1 } } as never).toArray());
      expect(e.code).toBe(2);
      expect(e.message).toBe('unknown operator: $foo');
    }
    await c.insertOne({ _id: 1 });
    expect((await errorOf(c.deleteMany({ a: { $foo: 1 } } as never))).code).toBe(2);
    expect((await errorOf(c.find({ $foo: 1 } as never).toArray())).message).toMatch(
      /^unknown top level operator: \$foo\b/,
    );
  });

  it('an unknown pipeline stage: 40324', async () => {
    await c.insertOne({ _id: 1 });
    const e = await errorOf(c.aggregate([{ $foo: {} }]).toArray());
    expect(e.code).toBe(40324);
    expect(e.message).toBe("Unrecognized pipeline stage name: '$foo'");
  });
});

describe('let variables', () => {
  beforeEach(async () => {
    await c.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
      { _id: 3, a: 1 },
    ]);
  });
  const byLet = { $expr: { $eq: ['$a', '$$x'] } };

  it('in find and aggregate', async () => {
    expect(await c.find(byLet, { let: { x: 1 } }).toArray()).toEqual([
      { _id: 1, a: 1 },
      { _id: 3, a: 1 },
    ]);
    const out = await c.aggregate([{ $match: byLet }, { $project: { a: 1, y: '$$x' } }], { let: { x: 2 } }).toArray();
    expect(out).toEqual([{ _id: 2, a: 2, y: 2 }]);
  });

  it('in update (filter and pipeline) and delete', async () => {
    const r = await c.updateMany(byLet, [{ $set: { b: { $add: ['$a', '$$inc'] } } }], { let: { x: 1, inc: 10 } });
    expect(r.modifiedCount).toBe(2);
    expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, a: 1, b: 11 },
      { _id: 2, a: 2 },
      { _id: 3, a: 1, b: 11 },
    ]);
    const f = await c.findOneAndUpdate(byLet, { $set: { c: true } }, { let: { x: 2 }, returnDocument: 'after' });
    expect(f).toEqual({ _id: 2, a: 2, c: true });
    expect((await c.deleteMany(byLet, { let: { x: 1 } })).deletedCount).toBe(2);
    expect(await c.countDocuments()).toBe(1);
  });
});

describe('let values are expressions, evaluated once', () => {
  beforeEach(async () => {
    await c.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
  });
  const byLet = { $expr: { $eq: ['$a', '$$x'] } };

  it('in find, aggregate, update, findAndModify and delete', async () => {
    const two = { x: { $add: [1, 1] } };
    expect(await c.find(byLet, { let: two }).toArray()).toEqual([{ _id: 2, a: 2 }]);
    const out = await c
      .aggregate([{ $project: { y: '$$y', z: '$$z' } }, { $sort: { _id: 1 } }], {
        let: { y: { $concat: ['a', 'b'] }, z: { $literal: '$a' } },
      })
      .toArray();
    expect(out).toEqual([
      { _id: 1, y: 'ab', z: '$a' },
      { _id: 2, y: 'ab', z: '$a' },
    ]);
    expect((await c.updateOne(byLet, [{ $set: { b: '$$x' } }], { let: two })).modifiedCount).toBe(1);
    expect(await c.findOneAndUpdate(byLet, { $set: { c: 1 } }, { let: two, returnDocument: 'after' })).toEqual({
      _id: 2,
      a: 2,
      b: 2,
      c: 1,
    });
    expect((await c.deleteMany(byLet, { let: { x: { $subtract: [3, 2] } } })).deletedCount).toBe(1);
  });

  it("in $lookup's let, per input document", async () => {
    const out = await c
      .aggregate([
        {
          $lookup: {
            from: c.collectionName,
            let: { next: { $add: ['$a', 1] } },
            pipeline: [{ $match: { $expr: { $eq: ['$a', '$$next'] } } }, { $project: { _id: 1 } }],
            as: 'j',
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 1, a: 1, j: [{ _id: 2 }] },
      { _id: 2, a: 2, j: [] },
    ]);
  });
});

describe('hint', () => {
  beforeEach(async () => {
    await c.insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
    await c.createIndex({ a: 1 });
  });

  it('an existing index (by key or name), _id or $natural gives the same answer as no hint', async () => {
    for (const hint of [{ a: 1 }, 'a_1', { _id: 1 }, '_id_', { $natural: 1 }])
      expect(await c.find({ a: 2 }, { hint }).toArray(), JSON.stringify(hint)).toEqual([{ _id: 2, a: 2 }]);
    expect(await c.countDocuments({ a: { $gte: 1 } }, { hint: { a: 1 } })).toBe(2);
    expect((await c.updateOne({ a: 1 }, { $set: { b: 1 } }, { hint: 'a_1' })).modifiedCount).toBe(1);
    expect((await c.deleteOne({ a: 1 }, { hint: { a: 1 } })).deletedCount).toBe(1);
  });

  it('an index that does not exist is error 2 on every command, and changes nothing', async () => {
    const bad = { b: 1 };
    const calls: [string, () => Promise<unknown>][] = [
      ['find', () => c.find({ a: 1 }, { hint: bad }).toArray()],
      ['find by name', () => c.find({ a: 1 }, { hint: 'b_1' }).toArray()],
      ['find by direction', () => c.find({ a: 1 }, { hint: { a: -1 } }).toArray()],
      ['aggregate', () => c.aggregate([{ $match: { a: 1 } }], { hint: bad }).toArray()],
      ['count', () => c.countDocuments({ a: 1 }, { hint: bad })],
      ['update', () => c.updateOne({ a: 1 }, { $set: { b: 1 } }, { hint: bad })],
      ['delete', () => c.deleteOne({ a: 1 }, { hint: bad })],
      ['findAndModify', () => c.findOneAndUpdate({ a: 1 }, { $set: { b: 1 } }, { hint: bad })],
    ];
    for (const [label, call] of calls) {
      const e = await errorOf(call());
      expect(e.code, label).toBe(2);
      expect(e.message, label).toMatch(/hint provided does not correspond to an existing index/);
    }
    expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
  });
});

describe('mongoose flows over subdocument arrays', () => {
  let conn: mongoose.Connection;
  const child = new Schema({ name: String, n: Number }, { timestamps: true });
  const parentSchema = new Schema({ title: String, children: [child] }, { timestamps: true });
  beforeAll(async () => {
    conn = await mongoose.createConnection(uriWithDb(h.uri, h.dbName)).asPromise();
  });
  afterAll(() => conn.close());

  it('Model.exists returns the _id only, or null', async () => {
    const M = conn.model('CompatExists', parentSchema);
    const p = await M.create({ title: 'x', children: [{ name: 'a' }] });
    expect(await M.exists({ title: 'x' }).lean()).toEqual({ _id: p._id });
    expect(await M.exists({ title: 'nope' })).toBeNull();
  });

  it('findOneAndUpdate with new + upsert pushes into and creates subdocument arrays', async () => {
    const M = conn.model('CompatUpsert', parentSchema);
    const created = await M.findOneAndUpdate(
      { title: 'u' },
      { $push: { children: { name: 'a', n: 1 } } },
      { new: true, upsert: true },
    );
    expect(created!.title).toBe('u');
    expect(created!.children.map((c) => c.name)).toEqual(['a']);
    expect(created!.children[0]!._id).toBeDefined();
    const again = await M.findOneAndUpdate(
      { title: 'u' },
      { $push: { children: { name: 'b', n: 2 } } },
      { new: true, upsert: true },
    );
    expect(again!._id).toEqual(created!._id);
    expect(again!.children.map((c) => c.name)).toEqual(['a', 'b']);
    expect(await M.countDocuments()).toBe(1);
  });

  it('updateOne with arrayFilters updates the filtered children and their timestamps', async () => {
    const M = conn.model('CompatArrayFilters', parentSchema);
    const p = await M.create({
      title: 'f',
      children: [
        { name: 'a', n: 1 },
        { name: 'b', n: 5 },
        { name: 'c', n: 7 },
      ],
    });
    const r = await M.updateOne(
      { _id: p._id },
      { $set: { 'children.$[big].name': 'BIG' } },
      { arrayFilters: [{ 'big.n': { $gte: 5 } }] },
    );
    expect(r.modifiedCount).toBe(1);
    const raw = await conn.db!.collection('compatarrayfilters').findOne({ _id: p._id });
    expect(raw!.children.map((c: AnyDoc) => c.name)).toEqual(['a', 'BIG', 'BIG']);
    expect(raw!.children[0].updatedAt).toEqual(p.children[0]!.get('updatedAt'));
  });
});

describe('array update errors', () => {
  it('$[] on a missing or non-array path, and an identifier without a filter: code 2', async () => {
    await c.insertOne({ _id: 1, n: 5 });
    const missing = await errorOf(c.updateOne({ _id: 1 }, { $set: { 'a.$[].x': 1 } }));
    expect([missing.code, missing.message]).toEqual([
      2,
      "The path 'a' must exist in the document in order to apply array updates.",
    ]);
    const scalar = await errorOf(c.updateOne({ _id: 1 }, { $set: { 'n.$[].x': 1 } }));
    expect([scalar.code, scalar.message]).toEqual([2, 'Cannot apply array updates to non-array element n: 5']);
    const noFilter = await errorOf(c.updateOne({ _id: 1 }, { $set: { 'a.$[e]': 1 } }));
    expect(noFilter.code).toBe(2);
    expect(noFilter.message).toMatch(/^No array filter found for identifier 'e' in path 'a\.\$\[e\]'/);
  });

  it('$addToSet onto a non-array (2), $pop on a non-array (14), $set through a scalar (28)', async () => {
    await c.insertOne({ _id: 1, s: 'x', o: { v: 3 } });
    const add = await errorOf(c.updateOne({ _id: 1 }, { $addToSet: { s: 1 } } as never));
    expect([add.code, add.message]).toEqual([
      2,
      "Cannot apply $addToSet to non-array field. Field named 's' has non-array type string",
    ]);
    expect((await errorOf(c.updateOne({ _id: 1 }, { $pop: { s: 1 } } as never))).code).toBe(14);
    const through = await errorOf(c.updateOne({ _id: 1 }, { $set: { 'o.v.w': 1 } }));
    expect([through.code, through.message]).toEqual([28, "Cannot create field 'w' in element {v: 3}"]);
    // Non-viable paths are no-ops for $unset and $pull, as in MongoDB.
    const r = await c.updateOne({ _id: 1 }, { $unset: { 'o.v.w': '' }, $pull: { 's.t': 1 } } as never);
    expect(r.modifiedCount).toBe(0);
  });

  it('updateMany reports the error at the failing document after updating those before it', async () => {
    await c.insertMany([
      { _id: 1, arr: [] },
      { _id: 2, arr: 7 },
      { _id: 3, arr: [] },
    ]);
    const e = await errorOf(c.updateMany({}, { $push: { arr: 1 } } as never));
    expect(e.code).toBe(2);
    expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, arr: [1] },
      { _id: 2, arr: 7 },
      { _id: 3, arr: [] },
    ]);
  });
});
