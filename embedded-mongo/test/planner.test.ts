// Index use without a server: `_id` and equality lookups on indexed fields must not scan the
// collection. Collection.candidates is the planner every find/update/delete goes through.
import { describe, expect, it } from 'vitest';
import { Collection } from '../src/collection.ts';
import { runQuery } from '../src/query-exec.ts';

function filled(n: number): Collection {
  const c = new Collection('db', 'c');
  c.addIndex({ key: { email: 1 }, name: 'email_1', unique: true });
  c.addIndex({ key: { school: 1, role: 1 }, name: 'school_1_role_1' });
  for (let i = 0; i < n; i++)
    c.insert({ _id: i, email: `u${i}@x`, school: i % 10, role: i % 3 === 0 ? 'hr' : 'teacher', tags: [`t${i % 4}`] });
  return c;
}

describe('index keys', () => {
  it('compound keys with separator characters in strings do not collide', () => {
    const c = new Collection('db', 'k');
    c.addIndex({ key: { a: 1, b: 1 }, name: 'a_1_b_1', unique: true });
    c.insert({ _id: 1, a: 'x|sy', b: 'z' });
    expect(() => c.checkUnique({ _id: 2, a: 'x', b: 'y|sz' })).not.toThrow();
    expect(() => c.checkUnique({ _id: 3, a: 'x|sy', b: 'z' })).toThrow(/E11000/);
  });
});

describe('query planner', () => {
  const c = filled(1000);

  it('looks up _id directly (also with $eq and $in)', () => {
    expect(c.candidates({ _id: 5 }).map((d) => d._id)).toEqual([5]);
    expect(c.candidates({ _id: { $eq: 6 }, other: 1 }).map((d) => d._id)).toEqual([6]);
    expect(c.candidates({ _id: { $in: [1, 2, 999999] } }).map((d) => d._id)).toEqual([1, 2]);
  });

  it('uses a single-field index for equality and $in', () => {
    expect(c.candidates({ email: 'u42@x' }).map((d) => d._id)).toEqual([42]);
    expect(c.candidates({ email: { $in: ['u1@x', 'u2@x'] } })).toHaveLength(2);
    expect(c.candidates({ $and: [{ email: 'u7@x' }, { school: 7 }] }).map((d) => d._id)).toEqual([7]);
  });

  it('uses a compound index when all its fields have equalities', () => {
    const got = c.candidates({ school: 3, role: 'hr' });
    expect(got.length).toBeLessThan(100);
    expect(got.every((d) => d.school === 3 && d.role === 'hr')).toBe(true);
  });

  it('uses the leading field of a compound index alone', () => {
    const got = c.candidates({ school: 4, role: { $ne: 'x' } });
    expect(got).toHaveLength(100);
    expect(got.every((d) => d.school === 4)).toBe(true);
  });

  it('falls back to a scan for ranges, regexes and unindexed fields, with correct results', () => {
    expect(c.candidates({ email: /u4/ })).toHaveLength(1000);
    expect(c.candidates({ school: { $gt: 3 } })).toHaveLength(1000);
    expect(runQuery(c, { email: /^u4\d@x$/ })).toHaveLength(10);
  });

  it('reads only the index it chose: a unique one with one value per field at once, else the fewest ids', () => {
    // The unique email index wins over the school/role prefix (100 ids) whatever their order.
    expect(c.candidates({ school: 3, email: 'u3@x' }).map((d) => d._id)).toEqual([3]);
    // Compound (school, role) holds ~33 ids for school 1 and hr, the prefix alone 100.
    const hr = c.candidates({ school: 1, role: 'hr' });
    expect(hr.length).toBeLessThan(40);
    // Ten schools times 70 roles: costed by the index's average instead of 700 lookups, and
    // still the right documents.
    const roles = ['hr', 'teacher', ...Array.from({ length: 68 }, (_, i) => `r${i}`)];
    const many = c.candidates({ school: { $in: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }, role: { $in: roles } });
    expect(many).toHaveLength(1000);
    expect(runQuery(c, { school: { $in: [2, 5] }, role: { $in: roles } })).toHaveLength(200);
    expect(c.candidates({ email: { $in: [] } })).toEqual([]);
  });

  it('keeps indexes in step with replace and remove', () => {
    const doc = c.candidates({ _id: 10 })[0]!;
    c.replace(doc, { ...doc, email: 'moved@x' });
    expect(c.candidates({ email: 'u10@x' })).toHaveLength(0);
    expect(c.candidates({ email: 'moved@x' }).map((d) => d._id)).toEqual([10]);
    c.remove(c.candidates({ _id: 10 })[0]!);
    expect(c.candidates({ email: 'moved@x' })).toHaveLength(0);
  });
});
