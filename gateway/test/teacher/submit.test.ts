// POST /api/user/teacher/submit over real HTTP on the embedded MongoDB (staff-area.md §4 "Submit"):
// stored fields, school calendar, routing, overlap, quota, year rule, loaded drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitAnswer, TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import {
  YEAR,
  day,
  insertRequest,
  newTeacher,
  requestsOf,
  setDays,
  setQuota,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => stopWorld(w));

const SUBMIT = '/api/user/teacher/submit';

describe('submit', () => {
  it('given a valid request, answers SubmitAnswer and stores an awaiting request with routing, history and an audit entry', async () => {
    const t = await newTeacher(w);
    const before = Date.now();
    const res = await t.client.post(SUBMIT, {
      tipus: 'tappenz',
      mettol: day(1, 0),
      meddig: day(1, 2),
      megjegyzes: '  Influenza ',
    });
    expect(res.status).toBe(200);
    const answer = SubmitAnswer.parse(res.body);
    expect(answer).toEqual({ ok: true, message: M.submitted, kerelem_id: expect.any(Number) });

    const [stored, ...rest] = await requestsOf(w, t.user);
    expect(rest).toEqual([]);
    expect(stored).toMatchObject({
      kerelem_id: answer.kerelem_id,
      tipus_kod: 'tappenz',
      statusz_kod: 'jovahagyasra_var',
      kezdete: day(1, 0),
      vege: day(1, 2),
      megjegyzes: 'Influenza',
      jovahagyo_szerep: 'igazgato',
      munkanapok_szama: 3,
      ev: YEAR,
      letrehozo: { kind: 'user', id: t.user._id },
      dontes_idopont: null,
    });
    expect(stored!.letrehozva.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored!.history).toEqual([
      { statusz_kod: 'jovahagyasra_var', at: expect.any(Date), by: t.user._id, byKind: 'user', megjegyzes: null },
    ]);

    const log = await w.models.AuditLog.findOne({
      action: 'leave_request.submitted',
      target: String(answer.kerelem_id),
    }).lean();
    expect(log).toMatchObject({
      actorKind: 'user',
      actor: t.user._id,
      details: { tipus_kod: 'tappenz', munkanapok_szama: 3 },
    });
  });

  it('given the school calendar, a holiday (s) is not counted, a working Saturday (m) is, and a missing date counts Monday to Friday', async () => {
    // Week 30: Wednesday is a holiday, Saturday a working Saturday, the rest is not in the calendar.
    await setDays(w, { [day(30, 2)]: 's', [day(30, 5)]: 'm', [day(30, 4)]: 't' });
    const t = await newTeacher(w);
    const preview = await t.client.get(`/api/user/teacher/workingdays?mettol=${day(30, 0)}&meddig=${day(30, 6)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ ok: true, munkanapok_szama: 5, napok: 7 }); // Mon Tue Thu Fri Sat

    const res = await t.client.post(SUBMIT, { tipus: 'hivatalos', mettol: day(30, 0), meddig: day(30, 6) });
    expect(res.status).toBe(200);
    expect((await requestsOf(w, t.user))[0]!.munkanapok_szama).toBe(5);
  });

  it('given a range without a working day, answers 400 noWorkingDay and stores nothing', async () => {
    await setDays(w, { [day(31, 0)]: 's' });
    const t = await newTeacher(w);
    for (const [mettol, meddig] of [
      [day(31, 5), day(31, 6)], // a weekend missing from the calendar
      [day(31, 0), day(31, 0)], // a holiday
    ]) {
      const res = await t.client.post(SUBMIT, { tipus: 'tappenz', mettol, meddig });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message: M.noWorkingDay });
    }
    expect(await requestsOf(w, t.user)).toEqual([]);
  });

  it('routes by the approval table: rendes_szabadsag to the deputy, apasagi_szabadsag and tappenz to the principal', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 20, apasagi_szabadsag_keret: 10 });
    const cases = [
      ['rendes_szabadsag', 2, 'igazgatohelyettes'],
      ['apasagi_szabadsag', 3, 'igazgato'],
      ['tappenz', 4, 'igazgato'],
    ] as const;
    for (const [tipus, week] of cases) {
      expect((await t.client.post(SUBMIT, { tipus, mettol: day(week, 0), meddig: day(week, 1) })).status).toBe(200);
    }
    const stored = await requestsOf(w, t.user);
    expect(stored.map((r) => [r.tipus_kod, r.jovahagyo_szerep])).toEqual(cases.map(([tipus, , role]) => [tipus, role]));
  });

  it('follows a changed routing table (admins may change it)', async () => {
    await w.models.ApprovalRoute.updateOne(
      { tipus_kod: 'hivatalos' },
      { $set: { jovahagyo_szerep: 'igazgatohelyettes' } },
    );
    try {
      const t = await newTeacher(w);
      expect((await t.client.post(SUBMIT, { tipus: 'hivatalos', mettol: day(5, 0), meddig: day(5, 0) })).status).toBe(
        200,
      );
      expect((await requestsOf(w, t.user))[0]!.jovahagyo_szerep).toBe('igazgatohelyettes');
    } finally {
      await w.models.ApprovalRoute.updateOne({ tipus_kod: 'hivatalos' }, { $set: { jovahagyo_szerep: 'igazgato' } });
    }
  });

  it('given an overlap with a pending or approved request, answers 409 overlap with the other request in details', async () => {
    const t = await newTeacher(w);
    const approved = await insertRequest(w, t.user, {
      tipus: 'hivatalos',
      status: 'jovahagyva',
      kezdete: day(6, 2),
      vege: day(6, 3),
    });
    const first = await t.client.post(SUBMIT, { tipus: 'tappenz', mettol: day(7, 0), meddig: day(7, 4) });
    expect(first.status).toBe(200);
    const pendingId = (first.body as { kerelem_id: number }).kerelem_id;

    const cases = [
      [day(6, 3), day(6, 4), { kerelem_id: approved, tipus_kod: 'hivatalos', kezdete: day(6, 2), vege: day(6, 3) }],
      [day(7, 4), day(8, 1), { kerelem_id: pendingId, tipus_kod: 'tappenz', kezdete: day(7, 0), vege: day(7, 4) }],
      [day(6, 0), day(8, 0), { kerelem_id: approved, tipus_kod: 'hivatalos', kezdete: day(6, 2), vege: day(6, 3) }],
    ] as const;
    for (const [mettol, meddig, details] of cases) {
      const res = await t.client.post(SUBMIT, { tipus: 'tappenz', mettol, meddig });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ ok: false, message: M.overlap(details.kezdete, details.vege), details });
    }
    expect(await requestsOf(w, t.user)).toHaveLength(2);
    // Touching ranges do not overlap.
    expect((await t.client.post(SUBMIT, { tipus: 'tappenz', mettol: day(6, 4), meddig: day(6, 4) })).status).toBe(200);
  });

  it("given a rejected, withdrawn or draft request on the same days, or another teacher's request, the submit passes", async () => {
    const t = await newTeacher(w);
    const other = await newTeacher(w);
    await insertRequest(w, t.user, { status: 'elutasitva', kezdete: day(9, 0), vege: day(9, 4) });
    await insertRequest(w, t.user, { status: 'torolve', kezdete: day(9, 0), vege: day(9, 4) });
    await insertRequest(w, t.user, { status: 'piszkozat', kezdete: day(9, 0), vege: day(9, 4) });
    await insertRequest(w, other.user, { status: 'jovahagyva', kezdete: day(9, 0), vege: day(9, 4) });
    const res = await t.client.post(SUBMIT, { tipus: 'tappenz', mettol: day(9, 1), meddig: day(9, 2) });
    expect(res.status).toBe(200);
  });

  it('given a quota type, refuses more than keret − felhasznalt − pending with 409 quotaExceeded and details', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 5, rendes_szabadsag_felhasznalt: 1 });
    expect(
      (await t.client.post(SUBMIT, { tipus: 'rendes_szabadsag', mettol: day(10, 0), meddig: day(10, 1) })).status,
    ).toBe(200);

    const over = await t.client.post(SUBMIT, { tipus: 'rendes_szabadsag', mettol: day(11, 0), meddig: day(11, 2) });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ ok: false, message: M.quotaExceeded, details: { remaining: 2, requested: 3 } });

    // Exactly the rest fits; after it nothing is left.
    expect(
      (await t.client.post(SUBMIT, { tipus: 'rendes_szabadsag', mettol: day(11, 0), meddig: day(11, 1) })).status,
    ).toBe(200);
    const none = await t.client.post(SUBMIT, { tipus: 'rendes_szabadsag', mettol: day(12, 0), meddig: day(12, 0) });
    expect(none.body).toEqual({ ok: false, message: M.quotaExceeded, details: { remaining: 0, requested: 1 } });

    // Types without a quota are not limited; a quota type without a quota document has none.
    expect((await t.client.post(SUBMIT, { tipus: 'tappenz', mettol: day(13, 0), meddig: day(13, 4) })).status).toBe(
      200,
    );
    const halal = await t.client.post(SUBMIT, { tipus: 'halal', mettol: day(14, 0), meddig: day(14, 0) });
    expect(halal.body).toEqual({ ok: false, message: M.quotaExceeded, details: { remaining: 0, requested: 1 } });
    expect(await requestsOf(w, t.user)).toHaveLength(3);
  });

  it("checks the quota of the request's own year (the year of its first day)", async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 30 });
    await setQuota(w, t.user, { rendes_szabadsag_keret: 1 }, YEAR + 1);
    const next = await t.client.post(SUBMIT, {
      tipus: 'rendes_szabadsag',
      mettol: day(2, 0, YEAR + 1),
      meddig: day(2, 1, YEAR + 1),
    });
    expect(next.body).toEqual({ ok: false, message: M.quotaExceeded, details: { remaining: 1, requested: 2 } });
    expect(
      (
        await t.client.post(SUBMIT, {
          tipus: 'rendes_szabadsag',
          mettol: day(2, 0, YEAR + 1),
          meddig: day(2, 0, YEAR + 1),
        })
      ).status,
    ).toBe(200);
    expect((await requestsOf(w, t.user))[0]!.ev).toBe(YEAR + 1);
  });

  it('given a range across New Year, answers 400 crossesYear and stores nothing', async () => {
    const t = await newTeacher(w);
    const res = await t.client.post(SUBMIT, { tipus: 'tappenz', mettol: `${YEAR}-12-30`, meddig: `${YEAR + 1}-01-02` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: M.crossesYear });
    expect(await requestsOf(w, t.user)).toEqual([]);
  });

  it("given the loaded draft's kerelem_id, that draft becomes the request: same id, no duplicate, no draft left", async () => {
    const t = await newTeacher(w);
    const saved = await t.client.post('/api/user/teacher/savedraft', {
      tipus_kod: 'hivatalos',
      kezdete: day(15, 0),
      vege: day(15, 0),
      megjegyzes: 'Bíróság',
    });
    const draftId = (saved.body as { kerelem_id: number }).kerelem_id;
    const res = await t.client.post(SUBMIT, {
      tipus: 'hivatalos',
      mettol: day(15, 0),
      meddig: day(15, 1),
      megjegyzes: 'Bíróság, két nap',
      kerelem_id: draftId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: M.submitted, kerelem_id: draftId });

    const stored = await requestsOf(w, t.user);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kerelem_id: draftId,
      statusz_kod: 'jovahagyasra_var',
      vege: day(15, 1),
      megjegyzes: 'Bíróság, két nap',
      munkanapok_szama: 2,
      jovahagyo_szerep: 'igazgato',
    });
    expect(stored[0]!.history.map((h) => h.statusz_kod)).toEqual(['piszkozat', 'jovahagyasra_var']);
    const data = await t.client.get<{ drafts: unknown[] }>('/api/user/teacher/getdata');
    expect(data.body.drafts).toEqual([]);
    // The same id again is no draft any more.
    const again = await t.client.post(SUBMIT, {
      tipus: 'hivatalos',
      mettol: day(16, 0),
      meddig: day(16, 0),
      kerelem_id: draftId,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ ok: false, message: M.notFound });
  });

  it("given another teacher's draft id or an unknown id, answers 404 and changes nothing", async () => {
    const owner = await newTeacher(w);
    const thief = await newTeacher(w);
    const draftId = await insertRequest(w, owner.user, {
      tipus: 'hivatalos',
      status: 'piszkozat',
      kezdete: day(17, 0),
      vege: day(17, 0),
    });
    const before = await requestsOf(w, owner.user);
    for (const kerelem_id of [draftId, 999_999]) {
      const res = await thief.client.post(SUBMIT, {
        tipus: 'hivatalos',
        mettol: day(17, 0),
        meddig: day(17, 0),
        kerelem_id,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, message: M.notFound });
    }
    expect(await requestsOf(w, owner.user)).toEqual(before);
    expect(await requestsOf(w, thief.user)).toEqual([]);
  });
});
