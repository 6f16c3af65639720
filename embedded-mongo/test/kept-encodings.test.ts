// Find answers built from kept encodings (raw-docs.ts): the bytes are those serialising the
// projected documents would give, and a read after a write, an update in a transaction or a later
// batch never gets an older document's bytes.
import { BSON, Long, type Document } from 'bson';
import type { Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../src/projection.ts';
import { encoded, rawEncoder, RawBatch, serializeAnswer } from '../src/raw-docs.ts';
import { NEEDS_EMBEDDED, openHarness, REAL_MONGO, type AnyDoc, type Harness } from './helpers.ts';

const stored: Document[] = [
  {
    _id: new BSON.ObjectId(),
    név: 'Kovács Anna',
    kor: 31,
    született: new Date('1994-03-01T00:00:00Z'),
    címkék: ['a', { b: [1, 2] }],
    cím: { város: 'Pécs', irsz: 7621 },
    semmi: null,
    nagy: Long.fromString('9007199254740993'),
    bin: new BSON.Binary(Buffer.from([1, 2, 3])),
  },
  { _id: 7, név: 'Béla' },
  { név: 'nincs azonosító', kor: 2 },
  {},
];

describe.skipIf(REAL_MONGO)(`kept encodings on their own (${NEEDS_EMBEDDED}: its modules)`, () => {
  it('a projection of top-level fields gives the bytes of the projected document', () => {
    const projections: Document[] = [
      { név: 1 },
      { név: 1, kor: 1, _id: 0 },
      { kor: true, cím: 1 },
      { címkék: 0 },
      { _id: 0, semmi: 0, nagy: 0 },
      { _id: 1, hiányzó: 1 },
      { hiányzó: 0 },
    ];
    for (const projection of projections) {
      const encode = rawEncoder(projection)!;
      expect(encode, JSON.stringify(projection)).not.toBeNull();
      for (const doc of stored) {
        const expected = Buffer.from(BSON.serialize(project([doc], projection)[0]!));
        // Twice: the second answer is the kept one.
        expect(encode(doc).equals(expected), JSON.stringify(projection)).toBe(true);
        expect(encode(doc).equals(expected), JSON.stringify(projection)).toBe(true);
      }
    }
  });

  it('leaves to mingo what it does not handle: dotted paths, operators, _id alone, a mix', () => {
    for (const p of [{ 'cím.város': 1 }, { címkék: { $slice: 1 } }, { _id: 1 }, { név: 1, kor: 0 }])
      expect(rawEncoder(p), JSON.stringify(p)).toBeNull();
    expect(rawEncoder(undefined)).toBe(encoded);
    expect(rawEncoder({})).toBe(encoded);
  });

  it('an answer with a RawBatch is byte for byte the serialised answer', () => {
    for (const key of ['firstBatch', 'nextBatch'] as const) {
      for (const docs of [stored, [], [stored[0]!]]) {
        const around = { id: Long.fromNumber(42), ns: 'db.c' };
        const tail = { ok: 1, operationTime: new BSON.Timestamp({ t: 5, i: 1 }), $clusterTime: { x: 1 } };
        const plain = BSON.serialize({ cursor: { [key]: docs, ...around }, ...tail });
        const raw = serializeAnswer({ cursor: { [key]: new RawBatch(docs.map(encoded)), ...around }, ...tail });
        expect(raw.equals(Buffer.from(plain))).toBe(true);
      }
    }
  });
});

describe('reads answered from kept encodings', () => {
  let h: Harness;
  let c: Collection<AnyDoc>;
  beforeAll(async () => {
    h = await openHarness('kept');
    c = h.db.collection<AnyDoc>('kept');
    await c.insertMany(
      Array.from({ length: 10 }, (_, i) => ({ _id: i, n: i, name: `név ${i}`, extra: 'x'.repeat(i) })) as never,
    );
  });
  afterAll(() => h.close());

  it('a read after an update or a replacement answers the new document, with and without a projection', async () => {
    const read = () => c.findOne({ _id: 3 });
    const projected = () => c.findOne({ _id: 3 }, { projection: { name: 1, n: 1 } });
    expect(await read()).toEqual({ _id: 3, n: 3, name: 'név 3', extra: 'xxx' });
    expect(await projected()).toEqual({ _id: 3, n: 3, name: 'név 3' });
    await c.updateOne({ _id: 3 }, { $set: { name: 'új név' }, $inc: { n: 10 } });
    expect(await read()).toEqual({ _id: 3, n: 13, name: 'új név', extra: 'xxx' });
    expect(await projected()).toEqual({ _id: 3, n: 13, name: 'új név' });
    await c.replaceOne({ _id: 3 }, { name: 'csere' });
    expect(await read()).toEqual({ _id: 3, name: 'csere' });
    expect(await projected()).toEqual({ _id: 3, name: 'csere' });
  });

  it('a transaction reads its own write; others read the committed document until the commit', async () => {
    await c.findOne({ _id: 4 }, { projection: { n: 1 } }); // kept before the transaction
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await c.updateOne({ _id: 4 }, { $set: { n: 40 } }, { session });
      expect(await c.findOne({ _id: 4 }, { projection: { n: 1 }, session })).toEqual({ _id: 4, n: 40 });
      expect(await c.findOne({ _id: 4 }, { projection: { n: 1 } })).toEqual({ _id: 4, n: 4 });
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await c.findOne({ _id: 4 }, { projection: { n: 1 } })).toEqual({ _id: 4, n: 40 });
  });

  it('every batch of a projected, sorted cursor holds the projected documents in order', async () => {
    await c.updateOne({ _id: 9 }, { $set: { name: 'utolsó' } });
    const rows = await c
      .find({ _id: { $gte: 5 } }, { projection: { _id: 0, extra: 0 }, sort: { _id: -1 }, batchSize: 2 })
      .toArray();
    expect(rows).toEqual([
      { n: 9, name: 'utolsó' },
      { n: 8, name: 'név 8' },
      { n: 7, name: 'név 7' },
      { n: 6, name: 'név 6' },
      { n: 5, name: 'név 5' },
    ]);
    expect(rows.map((r) => Object.keys(r))).toEqual(Array(5).fill(['n', 'name']));
  });
});
