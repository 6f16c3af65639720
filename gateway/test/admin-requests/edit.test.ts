// PATCH /api/admin/updateadminleaverequest and DELETE /api/admin/deleteadminleaverequest
// (admin-area.md §4 "Leave request status", §7, §8 "Requests"): the used days follow every change
// exactly once, the route fields stay consistent, an overlap is refused and nothing changes, each
// change leaves a history entry by the admin and an audit entry; delete marks the request torolve
// and gives approved days back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUEST_MESSAGES as M, UpdateAdminRequestAnswer } from '@tavollet/contract/api/admin-requests';
import type { Client } from '../support/client.ts';
import {
  YEAR,
  day,
  insertRequest,
  newTeacher,
  setQuota,
  signInPerson,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';
import { adminClient, deleteRequest, editRequest, snapshot, usedDays } from './requests-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

/** A teacher with an approved 3-day request (Mon–Wed of week 2) that used 3 days of 20. */
async function approvedThreeDays() {
  const t = await newTeacher(w);
  await setQuota(w, t.user, { rendes_szabadsag_keret: 20, rendes_szabadsag_felhasznalt: 3 });
  const id = await insertRequest(w, t.user, {
    status: 'jovahagyva',
    kezdete: day(2, 0),
    vege: day(2, 2),
    munkanapok_szama: 3,
  });
  return { t, id };
}

const body = (id: number, over: Record<string, unknown> = {}) => ({
  kerelem_id: id,
  tipus_kod: 'rendes_szabadsag',
  statusz_kod: 'jovahagyva',
  kezdete: day(2, 0),
  vege: day(2, 2),
  megjegyzes: null,
  ...over,
});

const stored = (id: number) => w.models.LeaveRequest.findOne({ kerelem_id: id }).lean();

describe('the used days follow an edit exactly once', () => {
  it('approved 3 days, edited to 5 days and still approved: felhasznalt +2', async () => {
    const { t, id } = await approvedThreeDays();
    const res = await editRequest(admin, body(id, { vege: day(2, 4), megjegyzes: '  javítva  ' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = UpdateAdminRequestAnswer.parse(res.body);
    expect(answer.message).toBe('Kérelem módosítva.');
    expect(answer.request).toMatchObject({
      kerelem_id: id,
      munkanapok_szama: 5,
      vege: day(2, 4),
      megjegyzes: 'javítva',
    });
    expect(await usedDays(w, t.user, YEAR)).toBe(5);
  });

  it('approved → rejected gives the 3 days back', async () => {
    const { t, id } = await approvedThreeDays();
    expect((await editRequest(admin, body(id, { statusz_kod: 'elutasitva' }))).status).toBe(200);
    expect(await usedDays(w, t.user, YEAR)).toBe(0);
    const doc = await stored(id);
    expect(doc).toMatchObject({ statusz_kod: 'elutasitva', varakozo_szerep: null });
    expect(doc!.dontes_idopont).toBeInstanceOf(Date);
  });

  it('the same edit twice moves nothing the second time (no drift)', async () => {
    const { t, id } = await approvedThreeDays();
    for (let i = 0; i < 2; i++) expect((await editRequest(admin, body(id, { vege: day(2, 3) }))).status).toBe(200);
    expect(await usedDays(w, t.user, YEAR)).toBe(4);
    expect((await stored(id))!.history.filter((h) => h.byKind === 'admin')).toHaveLength(2);
  });

  it('rejected → approved takes the days; a change of type moves them between the types', async () => {
    const t = await newTeacher(w);
    const id = await insertRequest(w, t.user, {
      status: 'elutasitva',
      kezdete: day(3, 0),
      vege: day(3, 1),
      munkanapok_szama: 2,
    });
    expect((await editRequest(admin, body(id, { kezdete: day(3, 0), vege: day(3, 1) }))).status).toBe(200);
    expect(await usedDays(w, t.user, YEAR)).toBe(2);
    const toOther = body(id, { kezdete: day(3, 0), vege: day(3, 1), tipus_kod: 'gyermek_utan_jaro_potszabadsag' });
    expect((await editRequest(admin, toOther)).status).toBe(200);
    expect(await usedDays(w, t.user, YEAR)).toBe(0);
    expect(await usedDays(w, t.user, YEAR, 'gyermek_utan_jaro_potszabadsag')).toBe(2);
  });

  it('moving an approved request to another year moves its days between the years', async () => {
    const { t, id } = await approvedThreeDays();
    const next = YEAR + 1;
    const res = await editRequest(admin, body(id, { kezdete: day(2, 0, next), vege: day(2, 1, next) }));
    expect(res.status).toBe(200);
    expect(await usedDays(w, t.user, YEAR)).toBe(0);
    expect(await usedDays(w, t.user, next)).toBe(2);
    expect((await stored(id))!.ev).toBe(next);
  });

  it('the admin may exceed the quota when correcting a record', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 1 });
    const id = await insertRequest(w, t.user, { status: 'jovahagyasra_var', kezdete: day(4, 0), vege: day(4, 0) });
    expect((await editRequest(admin, body(id, { kezdete: day(4, 0), vege: day(4, 4) }))).status).toBe(200);
    expect(await usedDays(w, t.user, YEAR)).toBe(5);
  });
});

describe('status, route fields, history and audit', () => {
  it('an unknown or missing status is jovahagyasra_var, waiting for the final approver (§4)', async () => {
    const { t, id } = await approvedThreeDays();
    const res = await editRequest(admin, body(id, { statusz_kod: 'kitalalt' }));
    expect(res.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      statusz_kod: 'jovahagyasra_var',
      varakozo_szerep: 'igazgatohelyettes',
      dontes_idopont: null,
    });
    expect(await usedDays(w, t.user, YEAR)).toBe(0);
    const { statusz_kod: _, ...withoutStatus } = body(id, { statusz_kod: undefined });
    expect((await editRequest(admin, withoutStatus)).status).toBe(200);
    expect((await stored(id))!.statusz_kod).toBe('jovahagyasra_var');
  });

  it('a changed type of a waiting request takes the routing table’s route; a draft waits for nobody', async () => {
    const t = await newTeacher(w);
    const id = await insertRequest(w, t.user, { status: 'jovahagyasra_var', kezdete: day(5, 0), vege: day(5, 0) });
    await editRequest(
      admin,
      body(id, { statusz_kod: 'jovahagyasra_var', tipus_kod: 'halal', kezdete: day(5, 0), vege: day(5, 0) }),
    );
    expect(await stored(id)).toMatchObject({ jovahagyo_szerep: 'igazgato', varakozo_szerep: 'igazgato' });
    await editRequest(
      admin,
      body(id, { statusz_kod: 'piszkozat', tipus_kod: 'halal', kezdete: day(5, 0), vege: day(5, 0) }),
    );
    expect(await stored(id)).toMatchObject({ statusz_kod: 'piszkozat', varakozo_szerep: null });
  });

  it('writes a history entry by the admin and an audit entry with the before and after', async () => {
    const { id } = await approvedThreeDays();
    await editRequest(admin, body(id, { statusz_kod: 'elutasitva' }));
    const doc = await stored(id);
    expect(doc!.history.at(-1)).toMatchObject({ statusz_kod: 'elutasitva', byKind: 'admin' });
    const entry = await w.models.AuditLog.findOne({ action: 'admin.request_updated', target: String(id) }).lean();
    expect(entry).toMatchObject({
      actorKind: 'admin',
      details: { from: { statusz_kod: 'jovahagyva' }, to: { statusz_kod: 'elutasitva' } },
    });
  });
});

describe('refusals change nothing', () => {
  it('an overlap with another live request of the person is refused (409) with a clear message', async () => {
    const t = await newTeacher(w);
    const other = await insertRequest(w, t.user, { status: 'jovahagyasra_var', kezdete: day(6, 2), vege: day(6, 3) });
    const id = await insertRequest(w, t.user, { status: 'elutasitva', kezdete: day(6, 0), vege: day(6, 0) });
    const before = await snapshot(w);
    const res = await editRequest(admin, body(id, { kezdete: day(6, 0), vege: day(6, 2) }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.overlap(other, day(6, 2), day(6, 3)));
    expect(await snapshot(w)).toBe(before);
    // Rejected, it holds no days: the same range is allowed.
    expect(
      (await editRequest(admin, body(id, { statusz_kod: 'elutasitva', kezdete: day(6, 0), vege: day(6, 2) }))).status,
    ).toBe(200);
  });

  it.each([
    [{ kezdete: '2026-02-30' }, M.invalidDate],
    [{ kezdete: day(2, 3), vege: day(2, 1) }, M.startAfterEnd],
    [{ kezdete: `${YEAR}-12-30`, vege: `${YEAR + 1}-01-02` }, M.crossesYear],
    [{ tipus_kod: 'nyaralas' }, M.unknownType],
    [{ kezdete: '1999-12-30', vege: '1999-12-31' }, M.yearRange],
    [{ megjegyzes: 'x'.repeat(101) }, M.noteTooLong],
    [{ kezdete: day(2, 5), vege: day(2, 6) }, M.noWorkingDay],
    [{ extra: 1 }, undefined],
  ])('refuses %j with 400', async (over, message) => {
    const { id } = await approvedThreeDays();
    const before = await snapshot(w);
    const res = await editRequest(admin, body(id, over));
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await snapshot(w)).toBe(before);
  });

  it('an unknown id is 404 for edit and delete', async () => {
    expect((await editRequest(admin, body(999_999))).status).toBe(404);
    const res = await deleteRequest(admin, 999_999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.notFound);
  });

  it('staff cookies and no session are refused (401)', async () => {
    const { id } = await approvedThreeDays();
    for (const role of ['hr', 'igazgato'] as const) {
      const staff = await signInPerson(w, role);
      expect((await editRequest(staff, body(id))).status).toBe(401);
      expect((await deleteRequest(staff, id)).status).toBe(401);
      expect((await staff.get('/api/admin/getrequests')).status).toBe(401);
    }
  });
});

describe('delete', () => {
  it('marks an approved request torolve, gives its days back and keeps it with its history', async () => {
    const { t, id } = await approvedThreeDays();
    const res = await deleteRequest(admin, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: 'Kérelem törölve.', kerelem_id: id, visszaadott_napok: 3 });
    expect(await usedDays(w, t.user, YEAR)).toBe(0);
    const doc = await stored(id);
    expect(doc).toMatchObject({ statusz_kod: 'torolve', varakozo_szerep: null });
    expect(doc!.history.at(-1)).toMatchObject({ statusz_kod: 'torolve', byKind: 'admin' });
    expect(await w.models.AuditLog.countDocuments({ action: 'admin.request_deleted', target: String(id) })).toBe(1);
    const again = await deleteRequest(admin, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyDeleted);
    expect(await usedDays(w, t.user, YEAR)).toBe(0);
  });

  it('a waiting request is no longer waiting for anyone; a bad id is 400', async () => {
    const t = await newTeacher(w);
    const id = await insertRequest(w, t.user, { status: 'jovahagyasra_var', kezdete: day(7, 0), vege: day(7, 0) });
    expect((await deleteRequest(admin, id)).body).toMatchObject({ visszaadott_napok: 0 });
    expect(await stored(id)).toMatchObject({ statusz_kod: 'torolve', varakozo_szerep: null });
    expect((await deleteRequest(admin, 'x')).status).toBe(400);
  });
});
