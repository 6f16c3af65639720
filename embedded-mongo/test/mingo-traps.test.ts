// The mingo gaps listed in the notes, each checked at the module level (the wire-level checks are
// in crud/update/aggregate tests): $setOnInsert, aggregate $set not writing into stored documents,
// projections sharing nested objects, $inc on strings, $type objectId, Long/Decimal128 values.
import { Decimal128, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { Collection } from '../src/collection.ts';
import { aggregate, Query } from '../src/mingo.ts';
import { runQuery } from '../src/query-exec.ts';
import { applyUpdate, buildUpsert } from '../src/update.ts';
import { MongoCommandError } from '../src/errors.ts';
import { keyOf } from '../src/values.ts';

describe('mingo traps', () => {
  it('$setOnInsert applies on upsert insert only', () => {
    const spec = { update: { $set: { a: 1 }, $setOnInsert: { b: 2 } }, filter: { k: 'x' } };
    expect(buildUpsert(spec)).toMatchObject({ k: 'x', a: 1, b: 2 });
    expect(applyUpdate({ _id: 1, k: 'x' }, spec, false)).toEqual({ _id: 1, k: 'x', a: 1 });
  });

  it('aggregate $set/$addFields do not write into the input documents', () => {
    const stored = [{ _id: 1, n: 1, nested: { v: 1 } }];
    const out = aggregate(stored, [{ $set: { n: 5, 'nested.v': 9 } }, { $addFields: { extra: true } }], () => []);
    expect(out[0]).toMatchObject({ n: 5, nested: { v: 9 }, extra: true });
    expect(stored).toEqual([{ _id: 1, n: 1, nested: { v: 1 } }]);
  });

  it('a projection that shares nested objects is safe: writes replace stored documents', () => {
    const c = new Collection('db', 'c');
    c.insert({ _id: 1, profile: { name: 'Anna', tags: ['a'] } });
    const [projected] = runQuery(c, { _id: 1 }, { projection: { profile: 1 } });
    const before = c.candidates({ _id: 1 })[0]!;
    const next = applyUpdate(
      before,
      { update: { $push: { 'profile.tags': 'b' }, $set: { 'profile.name': 'Anna B' } }, filter: {} },
      false,
    );
    c.replace(before, next);
    // The earlier result (which may share objects with the old version) is unchanged...
    expect(projected).toEqual({ _id: 1, profile: { name: 'Anna', tags: ['a'] } });
    // ...and the stored document is the new version.
    expect(c.candidates({ _id: 1 })[0]).toEqual({ _id: 1, profile: { name: 'Anna B', tags: ['a', 'b'] } });
  });

  it('$inc on a string is TypeMismatch (14), not a silent no-op', () => {
    const err = (() => {
      try {
        applyUpdate({ _id: 1, s: 'x' }, { update: { $inc: { s: 1 } }, filter: {} }, false);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(MongoCommandError);
    expect((err as MongoCommandError).code).toBe(14);
  });

  it("$type: 'objectId' (and 7) matches ObjectIds", () => {
    const doc = { a: new ObjectId(), b: [1, new ObjectId()], c: 'x' };
    expect(new Query({ a: { $type: 'objectId' } }).test(doc)).toBe(true);
    expect(new Query({ a: { $type: 7 } }).test(doc)).toBe(true);
    expect(new Query({ b: { $type: 'objectId' } }).test(doc)).toBe(true);
    expect(new Query({ c: { $type: 'objectId' } }).test(doc)).toBe(false);
    expect(new Query({ c: { $type: 'string' } }).test(doc)).toBe(true);
  });

  it('Long and Decimal128 keys: equal values share an index key with plain numbers', () => {
    expect(keyOf(Long.fromNumber(42))).toBe(keyOf(42));
    expect(keyOf(Decimal128.fromString('42'))).toBe(keyOf(42));
    expect(new Query({ d: Decimal128.fromString('1.5') }).test({ d: Decimal128.fromString('1.5') })).toBe(true);
  });
});
