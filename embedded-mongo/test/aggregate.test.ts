// Aggregation: $match $group $sort $project $lookup $unwind $count $limit $skip $addFields/$set $facet.
import { ObjectId, type Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './helpers.ts';

let h: Harness;
let users: Collection;
let requests: Collection;
const anna = new ObjectId();
const bela = new ObjectId();

beforeAll(async () => {
  h = await openHarness('aggregate');
  users = h.db.collection('users');
  requests = h.db.collection('requests');
  await users.insertMany([
    { _id: anna, name: 'Anna', roles: ['tanar', 'hr'] },
    { _id: bela, name: 'Béla', roles: ['tanar'] },
  ]);
  await requests.insertMany([
    { user: anna, status: 'jovahagyva', days: 3, from: new Date('2026-01-05') },
    { user: anna, status: 'elutasitva', days: 1, from: new Date('2026-02-01') },
    { user: bela, status: 'jovahagyva', days: 5, from: new Date('2026-03-10') },
    { user: bela, status: 'jovahagyva', days: 2, from: new Date('2026-04-01') },
  ]);
});
afterAll(() => h.close());

describe('aggregate', () => {
  it('$match + $group + $sort', async () => {
    const out = await requests
      .aggregate([
        { $match: { status: 'jovahagyva' } },
        { $group: { _id: '$user', total: { $sum: '$days' }, n: { $sum: 1 } } },
        { $sort: { total: -1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: bela, total: 7, n: 2 },
      { _id: anna, total: 3, n: 1 },
    ]);
  });

  it('countDocuments is $match + $group with $sum: 1', async () => {
    expect(await requests.countDocuments({ status: 'jovahagyva' })).toBe(3);
  });

  it('$lookup + $unwind + $project across collections, with ObjectId keys', async () => {
    const out = await requests
      .aggregate([
        { $match: { days: { $gte: 3 } } },
        { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'u' } },
        { $unwind: '$u' },
        { $project: { _id: 0, name: '$u.name', days: 1 } },
        { $sort: { days: 1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { days: 3, name: 'Anna' },
      { days: 5, name: 'Béla' },
    ]);
  });

  it('$unwind arrays, $count, $skip, $limit', async () => {
    const roles = await users
      .aggregate([{ $unwind: '$roles' }, { $group: { _id: '$roles', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(roles).toEqual([
      { _id: 'hr', n: 1 },
      { _id: 'tanar', n: 2 },
    ]);
    expect(await requests.aggregate([{ $count: 'all' }]).toArray()).toEqual([{ all: 4 }]);
    const page = await requests
      .aggregate([{ $sort: { from: 1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 0, days: 1 } }])
      .toArray();
    expect(page).toEqual([{ days: 1 }, { days: 5 }]);
  });

  it('$addFields/$set do not change the stored documents', async () => {
    const out = await requests.aggregate([{ $set: { days: 100, extra: true } }, { $addFields: { more: 1 } }]).toArray();
    expect(out.every((d) => d.days === 100 && d.extra === true && d.more === 1)).toBe(true);
    const stored = await requests.find({}).toArray();
    expect(stored.map((d) => d.days)).toEqual([3, 1, 5, 2]);
    expect(stored.some((d) => 'extra' in d)).toBe(false);
  });

  it('$facet with date grouping', async () => {
    const [out] = await requests
      .aggregate([
        {
          $facet: {
            byMonth: [{ $group: { _id: { $month: '$from' }, n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
            total: [{ $group: { _id: null, days: { $sum: '$days' } } }],
          },
        },
      ])
      .toArray();
    expect(out!.byMonth).toEqual([1, 2, 3, 4].map((m) => ({ _id: m, n: 1 })));
    expect(out!.total).toEqual([{ _id: null, days: 11 }]);
  });

  it('streams a large aggregate result through getMore', async () => {
    const big = h.db.collection('big');
    await big.insertMany(Array.from({ length: 3000 }, (_, i) => ({ i })));
    const out = await big
      .aggregate([{ $match: { i: { $gte: 0 } } }, { $project: { _id: 0, i: 1 } }], { batchSize: 100 })
      .toArray();
    expect(out).toHaveLength(3000);
    expect(out[2999]).toEqual({ i: 2999 });
  });
});
