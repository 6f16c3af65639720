// The model's indexes on the real database: uniqueness where the spec needs identity, TTL where
// data must expire, and atomic counters for the numeric ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/counters.ts';
import { startTestDb, type TestDb } from '../support/harness.ts';

let db: TestDb;
beforeAll(async () => {
  db = await startTestDb();
});
afterAll(async () => {
  await db?.stop();
});

const user = (n: number, extra: Record<string, unknown> = {}) => ({
  user_id: n,
  nev: `Teszt ${n}`,
  email: `t${n}@teszt.hu`,
  felhasznalonev: `t${n}`,
  ...extra,
});
const dupCode = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (err) {
    return (err as { code?: number }).code;
  }
};

describe('indexes', () => {
  it('users: e-mail (case-insensitive), username, user_id and a present OM id are unique', async () => {
    await db.models.User.create(user(1, { oktatasi_azonosito: '70000000001' }));
    expect(await dupCode(db.models.User.create(user(2, { email: 'T1@teszt.hu' })))).toBe(11000);
    expect(await dupCode(db.models.User.create(user(3, { felhasznalonev: 't1' })))).toBe(11000);
    expect(await dupCode(db.models.User.create(user(1, { email: 'x@teszt.hu', felhasznalonev: 'x' })))).toBe(11000);
    expect(await dupCode(db.models.User.create(user(4, { oktatasi_azonosito: '70000000001' })))).toBe(11000);
    // Two users without an OM id are fine (single create may leave it empty).
    await db.models.User.create(user(5));
    await db.models.User.create(user(6));
    expect(await db.models.User.countDocuments()).toBe(3);
  });

  it('quotas are unique per person and year; calendar days per date; requests per kerelem_id', async () => {
    const u = (await db.models.User.findOne({ user_id: 1 }))!;
    await db.models.Quota.create({ user: u._id, ev: 2026 });
    expect(await dupCode(db.models.Quota.create({ user: u._id, ev: 2026 }))).toBe(11000);
    await db.models.Quota.create({ user: u._id, ev: 2027 });
    const day = { datum: '2026-11-23', ev: 2026, honap: 11, nap: 23, tipus: 't' as const };
    await db.models.CalendarDay.create(day);
    expect(await dupCode(db.models.CalendarDay.create(day))).toBe(11000);
    const req = {
      kerelem_id: 1,
      user: u._id,
      tipus_kod: 'rendes_szabadsag' as const,
      statusz_kod: 'piszkozat' as const,
      kezdete: '2026-11-23',
      vege: '2026-11-23',
      letrehozo: { kind: 'user' as const, id: u._id },
      letrehozva: new Date(),
      munkanapok_szama: 1,
      ev: 2026,
    };
    await db.models.LeaveRequest.create(req);
    expect(await dupCode(db.models.LeaveRequest.create(req))).toBe(11000);
  });

  it('sessions, tokens and rate-limit windows carry TTL indexes on expiresAt', async () => {
    for (const model of [db.models.Session, db.models.AuthToken, db.models.RateLimit]) {
      const indexes = await model.collection.listIndexes().toArray();
      const ttl = indexes.find((i) => i.key.expiresAt === 1);
      expect(ttl?.expireAfterSeconds, model.modelName).toBe(0);
    }
  });

  it('a leave request refuses a note over 100 characters and an unknown status', async () => {
    const u = (await db.models.User.findOne({ user_id: 1 }))!;
    const base = {
      user: u._id,
      tipus_kod: 'rendes_szabadsag' as const,
      kezdete: '2026-11-24',
      vege: '2026-11-24',
      letrehozo: { kind: 'user' as const, id: u._id },
      letrehozva: new Date(),
      munkanapok_szama: 1,
      ev: 2026,
    };
    await expect(
      db.models.LeaveRequest.create({
        ...base,
        kerelem_id: 2,
        statusz_kod: 'piszkozat' as const,
        megjegyzes: 'x'.repeat(101),
      }),
    ).rejects.toThrow();
    await expect(
      db.models.LeaveRequest.create({ ...base, kerelem_id: 3, statusz_kod: 'ismeretlen' as never }),
    ).rejects.toThrow();
  });
});

describe('counters', () => {
  it('hand out distinct consecutive ids under concurrency', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, () => nextId(db.models, 'kerelem_id')));
    expect(new Set(ids).size).toBe(25);
    expect(Math.max(...ids) - Math.min(...ids)).toBe(24);
  });
});
