// POST /api/user/teacher/withdraw and GET /api/user/teacher/history (staff-area.md §3 "History row", §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryAnswer, TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { Client } from '../support/client.ts';
import {
  day,
  insertRequest,
  newTeacher,
  requestsOf,
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

const withdraw = (c: Client, kerelem_id: unknown) => c.post('/api/user/teacher/withdraw', { kerelem_id });
async function history(c: Client) {
  const res = await c.get('/api/user/teacher/history');
  expect(res.status).toBe(200);
  return HistoryAnswer.parse(res.body).items;
}

describe('withdraw', () => {
  it('given an own request awaiting either approval, marks it torolve with a history entry and an audit entry; its days are no longer pending', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 10 });
    const submitted = await t.client.post('/api/user/teacher/submit', {
      tipus: 'rendes_szabadsag',
      mettol: day(1, 0),
      meddig: day(1, 2),
    });
    const id = (submitted.body as { kerelem_id: number }).kerelem_id;
    const prelim = await insertRequest(w, t.user, {
      status: 'elozetes_jovahagyasra_var',
      kezdete: day(2, 0),
      vege: day(2, 0),
    });

    for (const kerelem_id of [id, prelim]) {
      const res = await withdraw(t.client, kerelem_id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, message: M.withdrawn });
    }
    const stored = await requestsOf(w, t.user);
    expect(stored.map((r) => r.statusz_kod)).toEqual(['torolve', 'torolve']);
    expect(stored[0]!.history.map((h) => [h.statusz_kod, h.byKind])).toEqual([
      ['jovahagyasra_var', 'user'],
      ['torolve', 'user'],
    ]);
    expect(stored[0]!.history[1]!.by).toEqual(t.user._id);
    expect(await w.models.AuditLog.countDocuments({ action: 'leave_request.withdrawn', actor: t.user._id })).toBe(2);

    const data = await t.client.get<{ szabadsagKeretek: Record<string, number> }>('/api/user/teacher/getdata');
    expect(data.body.szabadsagKeretek.rendes_szabadsag_kerelmezett).toBe(0);
    // The same days may be asked for again.
    expect(
      (
        await t.client.post('/api/user/teacher/submit', {
          tipus: 'rendes_szabadsag',
          mettol: day(1, 0),
          meddig: day(1, 2),
        })
      ).status,
    ).toBe(200);
  });

  it('given an approved, rejected, already withdrawn or draft own request, answers 409 cannotWithdraw and changes nothing', async () => {
    const t = await newTeacher(w);
    const ids = [];
    for (const [i, status] of (['jovahagyva', 'elutasitva', 'torolve', 'piszkozat'] as const).entries()) {
      ids.push(await insertRequest(w, t.user, { status, kezdete: day(3 + i, 0), vege: day(3 + i, 0) }));
    }
    const before = await requestsOf(w, t.user);
    for (const id of ids) {
      const res = await withdraw(t.client, id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ ok: false, message: M.cannotWithdraw });
    }
    expect(await requestsOf(w, t.user)).toEqual(before);
  });

  it("given another teacher's request or an unknown id, answers 404 and changes nothing", async () => {
    const owner = await newTeacher(w);
    const other = await newTeacher(w);
    const pending = await insertRequest(w, owner.user, {
      status: 'jovahagyasra_var',
      kezdete: day(8, 0),
      vege: day(8, 0),
    });
    const approved = await insertRequest(w, owner.user, { status: 'jovahagyva', kezdete: day(9, 0), vege: day(9, 0) });
    const before = await requestsOf(w, owner.user);
    for (const id of [pending, approved, 555_555]) {
      const res = await withdraw(other.client, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, message: M.notFound });
    }
    expect(await requestsOf(w, owner.user)).toEqual(before);
  });
});

describe('history', () => {
  it('lists the own requests except drafts, newest first, mapped to HistoryRow', async () => {
    const t = await newTeacher(w);
    const decided = new Date('2026-03-03T09:15:00Z');
    const rejected = await insertRequest(w, t.user, {
      tipus: 'rendes_szabadsag',
      status: 'elutasitva',
      kezdete: day(10, 0),
      vege: day(10, 4),
      munkanapok_szama: 5,
      letrehozva: new Date('2026-03-01T08:00:00Z'),
      dontes_idopont: decided,
      jovahagyoi_megjegyzes: 'A helyettesítés nem megoldható.',
    });
    const approved = await insertRequest(w, t.user, {
      status: 'jovahagyva',
      kezdete: day(11, 0),
      vege: day(11, 0),
      letrehozva: new Date('2026-03-02T08:00:00Z'),
      dontes_idopont: decided,
    });
    const withdrawn = await insertRequest(w, t.user, {
      status: 'torolve',
      kezdete: day(12, 0),
      vege: day(12, 0),
      letrehozva: new Date('2026-03-04T08:00:00Z'),
    });
    const prelim = await insertRequest(w, t.user, {
      status: 'elozetes_jovahagyasra_var',
      kezdete: day(13, 0),
      vege: day(13, 0),
      letrehozva: new Date('2026-03-05T08:00:00Z'),
    });
    await insertRequest(w, t.user, { status: 'piszkozat', kezdete: day(14, 0), vege: day(14, 0) });
    const submitted = await t.client.post('/api/user/teacher/submit', {
      tipus: 'hivatalos',
      mettol: day(15, 5),
      meddig: day(16, 1),
      megjegyzes: 'Tanúként',
    });
    const newest = (submitted.body as { kerelem_id: number }).kerelem_id;

    const items = await history(t.client);
    expect(items.map((i) => [i.id, i.status, i.canWithdraw])).toEqual([
      [newest, 'benyujtva', true],
      [prelim, 'benyujtva', true],
      [withdrawn, 'visszavonva', false],
      [approved, 'jovahagyva', false],
      [rejected, 'elutasitva', false],
    ]);
    expect(items[4]).toEqual({
      id: rejected,
      status: 'elutasitva',
      createdAt: '2026-03-01T08:00:00.000Z',
      decidedAt: '2026-03-03T09:15:00.000Z',
      typeId: 'rendes_szabadsag',
      start: day(10, 0),
      end: day(10, 4),
      days: 5,
      munkanapok_szama: 5,
      megjegyzes: null,
      jovahagyoi_megjegyzes: 'A helyettesítés nem megoldható.',
      teacherName: t.user.nev,
      om: t.user.oktatasi_azonosito,
      canWithdraw: false,
    });
    // Saturday to the next Tuesday: 4 calendar days, 2 working days.
    expect(items[0]).toMatchObject({
      typeId: 'hivatalos',
      days: 4,
      munkanapok_szama: 2,
      megjegyzes: 'Tanúként',
      decidedAt: null,
    });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("never shows another teacher's requests", async () => {
    const a = await newTeacher(w);
    const b = await newTeacher(w);
    await insertRequest(w, b.user, { status: 'jovahagyasra_var', kezdete: day(17, 0), vege: day(17, 0) });
    await b.client.post('/api/user/teacher/submit', { tipus: 'tappenz', mettol: day(18, 0), meddig: day(18, 0) });
    const own = await insertRequest(w, a.user, { status: 'jovahagyva', kezdete: day(17, 0), vege: day(17, 0) });
    expect((await history(a.client)).map((i) => i.id)).toEqual([own]);
    expect((await history(b.client)).every((i) => i.teacherName === b.user.nev)).toBe(true);
    expect(await history(b.client)).toHaveLength(2);
  });

  it('shows a request changed after it was listed with its new content (rows are kept by their bytes, not by their id)', async () => {
    const a = await newTeacher(w);
    const b = await newTeacher(w);
    const id = await insertRequest(w, a.user, { status: 'jovahagyasra_var', kezdete: day(19, 0), vege: day(19, 1) });
    expect((await history(a.client))[0]).toMatchObject({ id, status: 'benyujtva', canWithdraw: true, decidedAt: null });
    // An approver's decision, written as the leaders' area does, behind the teacher's back.
    const decidedAt = new Date('2026-04-02T10:30:00Z');
    await w.models.LeaveRequest.updateOne(
      { kerelem_id: id },
      {
        $set: {
          statusz_kod: 'elutasitva',
          dontes_idopont: decidedAt,
          jovahagyoi_megjegyzes: 'Nincs helyettes.',
          varakozo_szerep: null,
        },
      },
    );
    expect((await history(a.client))[0]).toEqual(
      expect.objectContaining({
        id,
        status: 'elutasitva',
        canWithdraw: false,
        decidedAt: decidedAt.toISOString(),
        jovahagyoi_megjegyzes: 'Nincs helyettes.',
        teacherName: a.user.nev,
      }),
    );
    // The same stored row content under another person: that person's own name and id.
    await w.models.LeaveRequest.updateOne({ kerelem_id: id }, { $set: { user: b.user._id } });
    expect(await history(a.client)).toEqual([]);
    expect(await history(b.client)).toEqual([
      expect.objectContaining({ id, status: 'elutasitva', teacherName: b.user.nev, om: b.user.oktatasi_azonosito }),
    ]);
  });
});
