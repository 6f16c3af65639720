// The quota module against the real database (docs/architecture.md "Dates, working days and
// quotas"): what is stored, what is pending, what remains, the submit's refusal, and the move of
// `felhasznalt` an approval will make (also through a ClientSession, as inside a transaction).
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveType, Status } from '@tavollet/contract/codes';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { startTestDb, type TestDb } from '../support/harness.ts';
import { nextId } from '../../src/db/counters.ts';
import { withTransaction } from '../../src/db/transaction.ts';
import { Conflict } from '../../src/domain/errors.ts';
import {
  assertQuotaLeft,
  moveUsedDays,
  pendingDaysByType,
  quotaOf,
  remainingDays,
} from '../../src/services/leave/quota.ts';

let db: TestDb;
beforeAll(async () => {
  db = await startTestDb();
});
afterAll(async () => {
  await db?.stop();
});

const EV = 2031;

/** Stores a quota document of (user, EV) with these `<type>_keret` / `<type>_felhasznalt` values. */
const storeQuota = (user: Types.ObjectId, values: Record<string, number>) =>
  db.models.Quota.updateOne({ user, ev: EV }, { $set: values }, { upsert: true });

async function request(
  user: Types.ObjectId,
  tipus_kod: LeaveType,
  statusz_kod: Status,
  munkanapok_szama: number,
  ev = EV,
) {
  await db.models.LeaveRequest.create({
    kerelem_id: await nextId(db.models, 'kerelem_id'),
    user,
    tipus_kod,
    statusz_kod,
    kezdete: `${ev}-03-02`,
    vege: `${ev}-03-06`,
    letrehozo: { kind: 'user', id: user },
    letrehozva: new Date(),
    munkanapok_szama,
    ev,
  });
}

describe('quota of a person and year', () => {
  it('given no quota document, every type has zero keret and felhasznalt, so nothing remains', async () => {
    const user = new Types.ObjectId();
    const quota = await quotaOf(db.models, user, EV);
    expect(quota.rendes_szabadsag).toEqual({ keret: 0, felhasznalt: 0 });
    expect((await remainingDays(db.models, user, EV)).rendes_szabadsag).toBe(0);
  });

  it('counts only pending requests of the year as kerelmezett, and remaining = keret − felhasznalt − pending', async () => {
    const user = new Types.ObjectId();
    await storeQuota(user, { rendes_szabadsag_keret: 20, rendes_szabadsag_felhasznalt: 5 });
    await request(user, 'rendes_szabadsag', 'jovahagyasra_var', 3);
    await request(user, 'rendes_szabadsag', 'elozetes_jovahagyasra_var', 2);
    await request(user, 'rendes_szabadsag', 'jovahagyva', 4); // already in felhasznalt
    await request(user, 'rendes_szabadsag', 'torolve', 7);
    await request(user, 'rendes_szabadsag', 'piszkozat', 1);
    await request(user, 'rendes_szabadsag', 'jovahagyasra_var', 6, EV + 1);
    await request(user, 'tappenz', 'jovahagyasra_var', 9); // no quota type

    expect((await pendingDaysByType(db.models, user, EV)).rendes_szabadsag).toBe(5);
    expect((await remainingDays(db.models, user, EV)).rendes_szabadsag).toBe(10);
  });

  it('refuses a request over what remains with QuotaDetails (remaining never below 0), passes one that fits or has no quota', async () => {
    const user = new Types.ObjectId();
    await storeQuota(user, {
      rendes_szabadsag_keret: 4,
      rendes_szabadsag_felhasznalt: 1,
      halal_keret: 2,
      halal_felhasznalt: 5,
    });
    const quota = await quotaOf(db.models, user, EV);
    const pending = await pendingDaysByType(db.models, user, EV);
    const ask = async (tipus_kod: string, munkanapok_szama: number) =>
      assertQuotaLeft(quota, pending, { tipus_kod, munkanapok_szama });

    await expect(ask('rendes_szabadsag', 3)).resolves.toBeUndefined();
    const refused = await ask('rendes_szabadsag', 4).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Conflict);
    expect(refused).toMatchObject({ message: M.quotaExceeded, details: { remaining: 3, requested: 4 } });
    // An admin's correction pushed felhasznalt over keret: remaining reads 0, not −3.
    await expect(ask('halal', 1)).rejects.toMatchObject({ details: { remaining: 0, requested: 1 } });
    await expect(ask('tappenz', 300)).resolves.toBeUndefined();
  });
});

describe('moving felhasznalt (approval, withdrawal of an approved request)', () => {
  it('adds the working days on approval and takes them back, never below 0; creates the quota document when missing', async () => {
    const user = new Types.ObjectId();
    const approved = { user, tipus_kod: 'rendes_szabadsag', ev: EV, munkanapok_szama: 3 };
    expect(await moveUsedDays(db.models, approved, 1)).toBe(3);
    expect(await moveUsedDays(db.models, { ...approved, munkanapok_szama: 2 }, 1)).toBe(5);
    expect((await quotaOf(db.models, user, EV)).rendes_szabadsag).toEqual({ keret: 0, felhasznalt: 5 });
    expect(await moveUsedDays(db.models, approved, -1)).toBe(2);
    expect(await moveUsedDays(db.models, { ...approved, munkanapok_szama: 9 }, -1)).toBe(0);
    expect((await quotaOf(db.models, user, EV)).rendes_szabadsag.felhasznalt).toBe(0);
    expect(await db.models.Quota.countDocuments({ user })).toBe(1);
  });

  it('moves only its own type and year, and nothing for a type without a quota', async () => {
    const user = new Types.ObjectId();
    await storeQuota(user, { rendes_szabadsag_keret: 20, gyermek_utan_jaro_potszabadsag_felhasznalt: 1 });
    await moveUsedDays(db.models, { user, tipus_kod: 'rendes_szabadsag', ev: EV, munkanapok_szama: 4 }, 1);
    expect(await moveUsedDays(db.models, { user, tipus_kod: 'tappenz', ev: EV, munkanapok_szama: 4 }, 1)).toBeNull();
    const quota = await quotaOf(db.models, user, EV);
    expect(quota.rendes_szabadsag).toEqual({ keret: 20, felhasznalt: 4 });
    expect(quota.gyermek_utan_jaro_potszabadsag.felhasznalt).toBe(1);
    expect((await quotaOf(db.models, user, EV + 1)).rendes_szabadsag.felhasznalt).toBe(0);
    expect(await db.models.Quota.countDocuments({ user })).toBe(1);
  });

  it('inside a transaction, moves felhasznalt with the commit and not at all when the transaction fails', async () => {
    const user = new Types.ObjectId();
    const approved = { user, tipus_kod: 'rendes_szabadsag', ev: EV, munkanapok_szama: 2 };
    const seen = await withTransaction(db.connection, async (session) => {
      await moveUsedDays(db.models, approved, 1, session);
      return (await quotaOf(db.models, user, EV, session)).rendes_szabadsag.felhasznalt;
    });
    expect(seen).toBe(2);
    expect((await quotaOf(db.models, user, EV)).rendes_szabadsag.felhasznalt).toBe(2);

    const failed = withTransaction(db.connection, async (session) => {
      await moveUsedDays(db.models, { ...approved, munkanapok_szama: 5 }, 1, session);
      throw new Error('the status change failed');
    });
    await expect(failed).rejects.toThrow('the status change failed');
    expect((await quotaOf(db.models, user, EV)).rendes_szabadsag.felhasznalt).toBe(2);
  });
});
