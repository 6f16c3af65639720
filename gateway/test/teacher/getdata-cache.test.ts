// A teacher's data and history list kept between calls (the change feed, on any MongoDB): a
// repeated GET /api/user/teacher/getdata or /history sends no read of the data (one shared `hello` to know where the
// writes stand), and still every write to that person's quota
// or requests, made by ANY client of the database (here a second connection, as another gateway
// instance, an admin screen or a hand edit would), shows at the next call; another person's writes
// do not make it read again.
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import { HistoryAnswer, TeacherData } from '@tavollet/contract/api/teacher';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { createModels } from '../../src/db/models.ts';
import type { UserRecord } from '../../src/domain/actor.ts';
import { TeacherDataCache, getData as readTeacherData } from '../../src/services/teacher/getdata.ts';
import { createPeople } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import {
  YEAR,
  day,
  insertRequest,
  newTeacher,
  setQuota,
  type Teacher,
  type World,
} from '../support/teacher-fixtures.ts';

let db: TestDb;
let gw: TestGateway;
let gatewayConnection: mongoose.Connection;
/** Writes through another client of the same database; the gateway reads through its own. */
let w: World;
/** The gateway's reads of the teachers' data (quotas) and of their history (leave_requests). */
const reads: string[] = [];
const historyReads: string[] = [];

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  await db.models.ApprovalRoute.insertMany(
    LEAVE_TYPES.map((t) => ({ tipus_kod: t, jovahagyo_szerep: approverFor(t) })),
  );
  gatewayConnection = await mongoose.createConnection(db.uri, { monitorCommands: true, autoIndex: false }).asPromise();
  gatewayConnection.getClient().on('commandStarted', (e) => {
    if (e.commandName === 'aggregate' && e.command.aggregate === 'quotas') reads.push(e.commandName);
    if (e.commandName === 'find' && e.command.find === 'leave_requests') historyReads.push(e.commandName);
  });
  gw = await startTestGateway(createModels(gatewayConnection), { catchUpMs: 5000 });
  w = { db, gw, models: (await db.connectAgain()).models };
});
afterAll(async () => {
  await gw?.stopAll();
  await gatewayConnection?.close();
  await db?.stop();
});

/** The answer and the number of the gateway's reads of it. */
async function getData(t: Teacher): Promise<{ data: TeacherData; reads: number }> {
  reads.length = 0;
  const res = await t.client.get('/api/user/teacher/getdata');
  expect(res.status).toBe(200);
  return { data: TeacherData.parse(res.body), reads: reads.length };
}

/** The history's first page (ids and statuses, newest first) and the number of the gateway's reads. */
async function history(t: Teacher): Promise<{ rows: string[]; reads: number }> {
  historyReads.length = 0;
  const res = await t.client.get('/api/user/teacher/history');
  expect(res.status).toBe(200);
  const rows = HistoryAnswer.parse(res.body).items.map((r) => `${r.id} ${r.status}`);
  return { rows, reads: historyReads.length };
}

const pending = (kezdete: string, munkanapok_szama = 1) =>
  ({ status: 'jovahagyasra_var', kezdete, vege: kezdete, munkanapok_szama }) as const;

describe('the kept teacher data', () => {
  it('answers a repeated call without reading, with the same answer', async () => {
    const t = await newTeacher(w);
    const first = await getData(t);
    expect(first.reads).toBe(1);
    const again = await getData(t);
    expect(again).toEqual({ data: first.data, reads: 0 });
  });

  it("a request another client adds, moves or deletes shows at the person's next call", async () => {
    const t = await newTeacher(w);
    expect((await getData(t)).data.frequency).toEqual({ alkalmak: 0, kerelmezett_munkanapok_szama: 0 });
    const id = await insertRequest(w, t.user, pending(day(30, 0), 3));
    expect(await getData(t)).toMatchObject({
      reads: 1,
      data: { frequency: { alkalmak: 1, kerelmezett_munkanapok_szama: 3 } },
    });
    await w.models.LeaveRequest.updateOne({ kerelem_id: id }, { $set: { munkanapok_szama: 2 } });
    expect((await getData(t)).data.frequency.kerelmezett_munkanapok_szama).toBe(2);
    await w.models.LeaveRequest.deleteOne({ kerelem_id: id });
    expect((await getData(t)).data.frequency).toEqual({ alkalmak: 0, kerelmezett_munkanapok_szama: 0 });
  });

  it('a quota another client sets shows at the next call', async () => {
    const t = await newTeacher(w);
    expect((await getData(t)).data.szabadsagKeretek.rendes_szabadsag_keret).toBe(0);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 25 });
    expect((await getData(t)).data.szabadsagKeretek.rendes_szabadsag_keret).toBe(25);
    await w.models.Quota.updateOne({ user: t.user._id, ev: YEAR }, { $set: { rendes_szabadsag_keret: 30 } });
    expect((await getData(t)).data.szabadsagKeretek.rendes_szabadsag_keret).toBe(30);
  });

  it("another person's writes do not make the call read again", async () => {
    const [t, u] = [await newTeacher(w), await newTeacher(w)];
    await getData(t);
    await insertRequest(w, u.user, pending(day(31, 0)));
    await setQuota(w, u.user, { rendes_szabadsag_keret: 20 });
    expect((await getData(t)).reads).toBe(0);
    expect(await getData(u)).toMatchObject({ reads: 1, data: { frequency: { alkalmak: 1 } } });
  });

  it('a request handed to another person shows for both: the owner before and after', async () => {
    const [t, u] = [await newTeacher(w), await newTeacher(w)];
    const id = await insertRequest(w, t.user, pending(day(32, 0)));
    expect((await getData(t)).data.frequency.alkalmak).toBe(1);
    expect((await getData(u)).data.frequency.alkalmak).toBe(0);
    await w.models.LeaveRequest.updateOne({ kerelem_id: id }, { $set: { user: u.user._id } });
    expect((await getData(t)).data.frequency.alkalmak).toBe(0);
    expect((await getData(u)).data.frequency.alkalmak).toBe(1);
  });

  it("another client's transaction shows only once committed", async () => {
    const t = await newTeacher(w);
    const before = await getData(t);
    const session = await w.models.LeaveRequest.db.startSession();
    try {
      session.startTransaction();
      await w.models.Quota.updateOne(
        { user: t.user._id, ev: YEAR },
        { $set: { rendes_szabadsag_keret: 12 } },
        { upsert: true, session },
      );
      expect(await getData(t)).toEqual({ data: before.data, reads: 0 });
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect((await getData(t)).data.szabadsagKeretek.rendes_szabadsag_keret).toBe(12);
  });
});

describe('the kept teacher data, by quota year', () => {
  it('a new year reads its own quota, not the last kept answer of the old year', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 7 }, 2027);
    const cache = new TeacherDataCache(db.models, gw.services.changeFeed);
    const user = t.user.toObject() as UserRecord;
    const old = await readTeacherData(db.models, user, '2026-12-31', cache);
    expect([old.ev, old.szabadsagKeretek.rendes_szabadsag_keret]).toEqual([2026, 0]);
    const next = await readTeacherData(db.models, user, '2027-01-01', cache);
    expect([next.ev, next.szabadsagKeretek.rendes_szabadsag_keret]).toEqual([2027, 7]);
    expect(await readTeacherData(db.models, user, '2026-12-31', cache)).toEqual(old);
  });
});

describe('the kept history list', () => {
  it("answers a repeated call without reading; any client's write to the person's requests shows at the next", async () => {
    const [t, u] = [await newTeacher(w), await newTeacher(w)];
    const id = await insertRequest(w, t.user, pending(day(33, 0)));
    const first = await history(t);
    expect(first).toEqual({ rows: [`${id} benyujtva`], reads: 1 });
    expect(await history(t)).toEqual({ rows: first.rows, reads: 0 });
    // Another person's request does not make it read again.
    await insertRequest(w, u.user, pending(day(34, 0)));
    expect((await history(t)).reads).toBe(0);
    // Changed, added, handed over and deleted by another client: each shows at the next call.
    await w.models.LeaveRequest.updateOne({ kerelem_id: id }, { $set: { statusz_kod: 'elutasitva' } });
    expect(await history(t)).toEqual({ rows: [`${id} elutasitva`], reads: 1 });
    const next = await insertRequest(w, t.user, pending(day(35, 0)));
    expect((await history(t)).rows).toEqual([`${next} benyujtva`, `${id} elutasitva`]);
    await w.models.LeaveRequest.updateOne({ kerelem_id: next }, { $set: { user: u.user._id } });
    expect((await history(t)).rows).toEqual([`${id} elutasitva`]);
    expect((await history(u)).rows).toContain(`${next} benyujtva`);
    await w.models.LeaveRequest.deleteOne({ kerelem_id: id });
    expect(await history(t)).toEqual({ rows: [], reads: 1 });
  });

  it("the person's own withdrawal through the gateway shows at once", async () => {
    const t = await newTeacher(w);
    const id = await insertRequest(w, t.user, pending(day(36, 0)));
    expect((await history(t)).rows).toEqual([`${id} benyujtva`]);
    expect((await t.client.post('/api/user/teacher/withdraw', { kerelem_id: id })).status).toBe(200);
    expect((await history(t)).rows).toEqual([`${id} visszavonva`]);
  });
});
