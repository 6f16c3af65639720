// $lookup of the simple form (localField/foreignField) answers as MongoDB does whether the
// embedded server runs it through the foreign collection's indexes (one query per input) or
// through mingo's join (local values that are missing, null or arrays); $unionWith and a leading
// $match/$sort/$project run as queries; later stages never write into stored documents.
import { ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './helpers.ts';

let h: Harness;
let people: Collection;
let sessions: Collection<Document & { _id: string }>;
const anna = new ObjectId();
const bela = new ObjectId();
const gone = new ObjectId();

beforeAll(async () => {
  h = await openHarness('lookup');
  people = h.db.collection('people');
  sessions = h.db.collection<Document & { _id: string }>('sess');
  await people.createIndex({ email: 1 }, { unique: true });
  await people.createIndex({ team: 1 });
  await people.insertMany([
    { _id: anna, email: 'anna@x', team: 'a', roles: ['tanar', 'hr'] },
    { _id: bela, email: 'bela@x', team: 'a', roles: ['tanar'] },
    { _id: new ObjectId(), email: 'cili@x', team: 'b', roles: [] },
    { _id: new ObjectId(), email: 'dani@x', roles: [] },
  ]);
  await sessions.insertMany([
    { _id: 's1', subject: anna, team: 'a', email: 'anna@x' },
    { _id: 's2', subject: gone, team: 'c' },
    { _id: 's3', subject: bela, team: ['a', 'b'] },
    { _id: 's4' },
  ]);
});
afterAll(() => h.close());

const emails = (docs: { email?: string }[]) => docs.map((d) => d.email ?? null).sort();

describe('$lookup localField/foreignField', () => {
  it('joins one document on _id after a $match, and none for an unknown id', async () => {
    const [one] = await sessions
      .aggregate([
        { $match: { _id: 's1' } },
        { $lookup: { from: 'people', localField: 'subject', foreignField: '_id', as: 'person' } },
      ])
      .toArray();
    expect(one).toEqual({
      _id: 's1',
      subject: anna,
      team: 'a',
      email: 'anna@x',
      person: [{ _id: anna, email: 'anna@x', team: 'a', roles: ['tanar', 'hr'] }],
    });
    const [none] = await sessions
      .aggregate([
        { $match: { _id: 's2' } },
        { $lookup: { from: 'people', localField: 'subject', foreignField: '_id', as: 'person' } },
      ])
      .toArray();
    expect(none!.person).toEqual([]);
  });

  it('joins every match of an indexed field, of an unindexed one, and of a missing collection', async () => {
    const out = await sessions
      .aggregate([
        { $match: { _id: { $in: ['s1', 's2'] } } },
        { $lookup: { from: 'people', localField: 'team', foreignField: 'team', as: 'mates' } },
        { $lookup: { from: 'people', localField: 'email', foreignField: 'email', as: 'same' } },
        { $lookup: { from: 'nowhere', localField: 'team', foreignField: 'team', as: 'nothing' } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(emails(out[0]!.mates)).toEqual(['anna@x', 'bela@x']);
    expect(out[1]!.mates).toEqual([]);
    expect(emails(out[0]!.same)).toEqual(['anna@x']);
    expect(out.map((d) => d.nothing)).toEqual([[], []]);
  });

  it('matches an array local value by any element and a missing one with documents missing the field', async () => {
    const out = await sessions
      .aggregate([
        { $match: { _id: { $in: ['s3', 's4'] } } },
        { $lookup: { from: 'people', localField: 'team', foreignField: 'team', as: 'mates' } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(emails(out[0]!.mates)).toEqual(['anna@x', 'bela@x', 'cili@x']);
    expect(emails(out[1]!.mates)).toEqual(['dani@x']);
  });

  it('later stages change the joined copies, never the stored documents', async () => {
    const out = await sessions
      .aggregate([
        { $match: { _id: 's1' } },
        { $lookup: { from: 'people', localField: 'subject', foreignField: '_id', as: 'person' } },
        { $unwind: '$person' },
        { $set: { 'person.email': 'changed@x', 'person.roles': [] } },
      ])
      .toArray();
    expect(out[0]!.person).toMatchObject({ email: 'changed@x', roles: [] });
    expect(await people.findOne({ _id: anna })).toMatchObject({ email: 'anna@x', roles: ['tanar', 'hr'] });
  });

  it("inside a transaction, sees the transaction's own writes", async () => {
    const session = h.client.startSession();
    try {
      await session.withTransaction(async () => {
        await people.updateOne({ _id: bela }, { $set: { roles: ['hr'] } }, { session });
        const [row] = await sessions
          .aggregate(
            [
              { $match: { _id: 's3' } },
              { $lookup: { from: 'people', localField: 'subject', foreignField: '_id', as: 'person' } },
            ],
            { session },
          )
          .toArray();
        expect(row!.person[0].roles).toEqual(['hr']);
        await session.abortTransaction();
      });
    } finally {
      await session.endSession();
    }
    expect((await people.findOne({ _id: bela }))!.roles).toEqual(['tanar']);
  });
});

describe('$lookup of a pipeline without variables', () => {
  it('embeds the other collection through its own $match, $sort and $project, in every input', async () => {
    const out = await sessions
      .aggregate([
        { $match: { _id: { $in: ['s1', 's4'] } } },
        { $sort: { _id: 1 } },
        {
          $lookup: {
            from: 'people',
            pipeline: [{ $match: { team: 'a' } }, { $sort: { email: -1 } }, { $project: { _id: 0, email: 1 } }],
            as: 'teamA',
          },
        },
        { $lookup: { from: 'nowhere', pipeline: [{ $match: { team: 'a' } }], as: 'none' } },
        { $project: { teamA: 1, none: 1 } },
      ])
      .toArray();
    const teamA = [{ email: 'bela@x' }, { email: 'anna@x' }];
    expect(out).toEqual([
      { _id: 's1', teamA, none: [] },
      { _id: 's4', teamA, none: [] },
    ]);
  });

  it('answers as mingo does when the pipeline uses a variable of the input', async () => {
    const out = await sessions
      .aggregate([
        { $match: { _id: 's1' } },
        {
          $lookup: {
            from: 'people',
            let: { who: '$subject' },
            pipeline: [{ $match: { $expr: { $eq: ['$_id', '$$who'] } } }, { $project: { _id: 0, email: 1 } }],
            as: 'person',
          },
        },
      ])
      .toArray();
    expect(out[0]!.person).toEqual([{ email: 'anna@x' }]);
  });
});

describe('$unionWith and a leading $match, $sort, $project', () => {
  it('appends the other collection after the first, each through its own $match, $sort and $project', async () => {
    const out = await sessions
      .aggregate([
        { $match: { _id: 's1' } },
        {
          $unionWith: {
            coll: 'people',
            pipeline: [{ $match: { team: 'a' } }, { $sort: { email: -1 } }, { $project: { _id: 0, email: 1 } }],
          },
        },
        { $unionWith: { coll: 'nowhere', pipeline: [{ $match: { team: 'a' } }] } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 's1', subject: anna, team: 'a', email: 'anna@x' },
      { email: 'bela@x' },
      { email: 'anna@x' },
    ]);
  });

  it('takes the name alone, and runs later stages over both', async () => {
    const out = await sessions
      .aggregate([
        { $match: { _id: 's4' } },
        { $unionWith: 'people' },
        { $match: { email: { $exists: true } } },
        { $sort: { email: 1 } },
        { $project: { _id: 0, email: 1 } },
      ])
      .toArray();
    expect(out.map((d) => d.email)).toEqual(['anna@x', 'bela@x', 'cili@x', 'dani@x']);
  });

  it('a $match, $sort and $project answer as find does; later stages leave the stored documents alone', async () => {
    const viaAggregate = await people
      .aggregate([{ $match: { roles: 'tanar' } }, { $sort: { email: -1 } }, { $project: { roles: 0 } }])
      .toArray();
    const viaFind = await people
      .find({ roles: 'tanar' }, { projection: { roles: 0 } })
      .sort({ email: -1 })
      .toArray();
    expect(viaAggregate).toEqual(viaFind);
    await sessions
      .aggregate([{ $match: { _id: 's4' } }, { $unionWith: 'people' }, { $set: { roles: ['x'], email: 'y' } }])
      .toArray();
    expect(emails((await people.find({}).toArray()) as { email?: string }[])).toEqual([
      'anna@x',
      'bela@x',
      'cili@x',
      'dani@x',
    ]);
  });
});
