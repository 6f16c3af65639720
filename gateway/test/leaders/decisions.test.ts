// The leaders' decisions over real HTTP (staff-area.md §2 "Approval screens", §4;
// docs/architecture.md "Approval routing"): preliminary → final → approved with the quota moved,
// a rejection at either stage, what another role, the requester or a late click gets, the status
// history, the audit log, and the decision reaching the teacher's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Types } from 'mongoose';
import { LEADERS_MESSAGES as M, DecisionAnswer } from '@tavollet/contract/api/leaders';
import { HistoryAnswer } from '@tavollet/contract/api/teacher';
import { PEOPLE } from '../support/fixtures.ts';
import { startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import {
  NEXT,
  approve,
  later,
  listed,
  reject,
  setPreliminary,
  signInLeaders,
  submit,
  teacherWithQuota,
  type Leaders,
} from './leaders-fixtures.ts';

let w: World;
let L: Leaders;
beforeAll(async () => {
  w = await startWorld();
  L = await signInLeaders(w);
  await setPreliminary(w, 'szuloi_szabadsag', 'igazgatohelyettes');
});
afterAll(() => stopWorld(w));

const stored = (kerelem_id: number) => w.models.LeaveRequest.findOne({ kerelem_id }).lean();
const usedOf = async (t: { user: { _id: Types.ObjectId } }, field: string) =>
  ((await w.models.Quota.findOne({ user: t.user._id, ev: NEXT }).lean()) as Record<string, number> | null)?.[field];
const idOf = async (key: keyof typeof PEOPLE) => (await w.models.User.findOne({ email: PEOPLE[key].email }))!._id;

describe('a request with a preliminary stage', () => {
  it('goes from the deputy to the principal and is approved, moving the quota once, with history and audit', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'szuloi_szabadsag', mettol: later(1, 0), meddig: later(1, 2) });
    expect(await listed(L.principal, 'igazgato', [id])).toEqual([]);
    // The principal cannot act before the deputy: not waiting for that role, so like an unknown id.
    expect((await approve(L.principal, 'igazgato', id)).status).toBe(404);

    const first = await approve(L.deputy, 'igazgatohelyettes', id, 'Rendben, mehet tovább.');
    expect(first.status).toBe(200);
    expect(DecisionAnswer.parse(first.body)).toEqual({
      ok: true,
      message: M.forwarded,
      statusz_kod: 'jovahagyasra_var',
    });
    expect(await stored(id)).toMatchObject({
      statusz_kod: 'jovahagyasra_var',
      varakozo_szerep: 'igazgato',
      dontes_idopont: null,
      jovahagyoi_megjegyzes: null,
    });
    expect(await usedOf(t, 'szuloi_szabadsag_felhasznalt')).toBe(0);
    expect(await listed(L.deputy, 'igazgatohelyettes', [id])).toEqual([]);
    expect(await listed(L.principal, 'igazgato', [id])).toEqual([id]);
    // The deputy's second click finds it past their stage.
    expect((await approve(L.deputy, 'igazgatohelyettes', id)).body).toMatchObject({ message: M.alreadyDecided });

    const final = await approve(L.principal, 'igazgato', id, 'Jó pihenést!');
    expect(final.body).toEqual({ ok: true, message: M.approved, statusz_kod: 'jovahagyva' });
    const doc = (await stored(id))!;
    expect(doc).toMatchObject({
      statusz_kod: 'jovahagyva',
      varakozo_szerep: null,
      dontest_hozta: await idOf('igazgato'),
      jovahagyoi_megjegyzes: 'Jó pihenést!',
    });
    expect(doc.dontes_idopont).toBeInstanceOf(Date);
    expect(doc.history.map((h) => [h.statusz_kod, h.megjegyzes])).toEqual([
      ['elozetes_jovahagyasra_var', null],
      ['jovahagyasra_var', 'Rendben, mehet tovább.'],
      ['jovahagyva', 'Jó pihenést!'],
    ]);
    expect(String(doc.history[1]!.by)).toBe(String(await idOf('igazgatohelyettes')));
    expect(await usedOf(t, 'szuloi_szabadsag_felhasznalt')).toBe(3);
    const log = await w.models.AuditLog.find({ target: String(id) })
      .sort({ at: 1 })
      .lean();
    expect(log.map((l) => l.action)).toEqual([
      'leave_request.submitted',
      'leave_request.preliminary_approved',
      'leave_request.approved',
    ]);
    expect(log[2]).toMatchObject({ actorKind: 'user', details: { szerep: 'igazgato', felhasznalt: 3 } });
    expect((await approve(L.principal, 'igazgato', id)).status).toBe(409);
  });

  it('is rejected at the preliminary stage with the reason stored, and the teacher sees the decision', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'szuloi_szabadsag', mettol: later(2, 0), meddig: later(2, 0) });
    const res = await reject(L.deputy, 'igazgatohelyettes', id, '  Ütközik a vizsgaidőszakkal. ');
    expect(res.body).toEqual({ ok: true, message: M.rejected, statusz_kod: 'elutasitva' });
    expect(await stored(id)).toMatchObject({
      statusz_kod: 'elutasitva',
      varakozo_szerep: null,
      dontest_hozta: await idOf('igazgatohelyettes'),
      jovahagyoi_megjegyzes: 'Ütközik a vizsgaidőszakkal.',
    });
    expect(await listed(L.principal, 'igazgato', [id])).toEqual([]);
    expect(await usedOf(t, 'szuloi_szabadsag_felhasznalt')).toBe(0);
    const history = HistoryAnswer.parse((await t.client.get('/api/user/teacher/history')).body);
    expect(history.items.find((r) => r.id === id)).toMatchObject({
      status: 'elutasitva',
      decidedAt: expect.any(String),
      jovahagyoi_megjegyzes: 'Ütközik a vizsgaidőszakkal.',
      canWithdraw: false,
    });
  });

  it('is rejected at the final stage after the preliminary yes', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'szuloi_szabadsag', mettol: later(3, 0), meddig: later(3, 0) });
    expect((await approve(L.deputy, 'igazgatohelyettes', id)).status).toBe(200);
    expect((await reject(L.principal, 'igazgato', id, 'Nem engedélyezhető.')).body).toMatchObject({
      statusz_kod: 'elutasitva',
    });
    const doc = (await stored(id))!;
    expect(doc.history.map((h) => h.statusz_kod)).toEqual([
      'elozetes_jovahagyasra_var',
      'jovahagyasra_var',
      'elutasitva',
    ]);
    expect(await usedOf(t, 'szuloi_szabadsag_felhasznalt')).toBe(0);
    expect(await w.models.AuditLog.countDocuments({ target: String(id), action: 'leave_request.rejected' })).toBe(1);
  });
});

describe('a one-step request', () => {
  it('is approved by its role; the teacher history carries the decision, its date and the comment', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(4, 0), meddig: later(4, 1) });
    // The principal is not its approver: 404 like an unknown id, and nothing changes.
    expect((await approve(L.principal, 'igazgato', id)).body).toEqual({ ok: false, message: M.notFound });
    expect((await reject(L.principal, 'igazgato', id, 'x')).status).toBe(404);
    expect((await stored(id))!.statusz_kod).toBe('jovahagyasra_var');

    expect((await approve(L.deputy, 'igazgatohelyettes', id, 'Rendben.')).body).toMatchObject({
      message: M.approved,
      statusz_kod: 'jovahagyva',
    });
    expect(await usedOf(t, 'rendes_szabadsag_felhasznalt')).toBe(2);
    const history = HistoryAnswer.parse((await t.client.get('/api/user/teacher/history')).body);
    const row = history.items.find((r) => r.id === id)!;
    expect(row).toMatchObject({ status: 'jovahagyva', jovahagyoi_megjegyzes: 'Rendben.', canWithdraw: false });
    expect(Date.parse(row.decidedAt!)).toBeGreaterThan(Date.parse(row.createdAt) - 1);
  });

  it('approves a type without a quota without touching any quota', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'hivatalos', mettol: later(5, 0), meddig: later(5, 0) });
    const before = await w.models.Quota.findOne({ user: t.user._id, ev: NEXT }, { _id: 0, updatedAt: 0 }).lean();
    expect((await approve(L.principal, 'igazgato', id)).status).toBe(200);
    expect(await w.models.Quota.findOne({ user: t.user._id, ev: NEXT }, { _id: 0, updatedAt: 0 }).lean()).toEqual(
      before,
    );
  });

  it('answers 409 alreadyDecided for a request withdrawn meanwhile, and 404 for a draft or an unknown id', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(6, 0), meddig: later(6, 0) });
    expect((await t.client.post('/api/user/teacher/withdraw', { kerelem_id: id })).status).toBe(200);
    expect(await listed(L.deputy, 'igazgatohelyettes', [id])).toEqual([]);
    expect((await approve(L.deputy, 'igazgatohelyettes', id)).body).toEqual({ ok: false, message: M.alreadyDecided });
    expect((await reject(L.deputy, 'igazgatohelyettes', id, 'Nem.')).status).toBe(409);
    expect((await stored(id))!.statusz_kod).toBe('torolve');

    const draft = await t.client.post<{ kerelem_id: number }>('/api/user/teacher/savedraft', {
      tipus_kod: 'rendes_szabadsag',
      kezdete: later(7, 0),
      vege: later(7, 0),
    });
    expect((await approve(L.deputy, 'igazgatohelyettes', draft.body.kerelem_id)).status).toBe(404);
    expect((await approve(L.deputy, 'igazgatohelyettes', 987654)).body).toEqual({ ok: false, message: M.notFound });
  });

  it('refuses a decision on the requester’s own request even when they hold the role', async () => {
    // A deputy who is also a teacher: routed to the principal, so as deputy it is not theirs to decide.
    const own = await teacherWithQuota(w, ['tanar', 'igazgatohelyettes']);
    const id = await submit(own, { tipus: 'rendes_szabadsag', mettol: later(8, 0), meddig: later(8, 0) });
    expect((await approve(own.client, 'igazgatohelyettes', id)).status).toBe(404);
    expect((await own.client.get(`/api/leaders/request/${id}?szerep=igazgatohelyettes`)).status).toBe(404);
    expect((await approve(L.principal, 'igazgato', id)).status).toBe(200);
  });
});

describe('bulk approval', () => {
  it('decides each row on its own and answers a result per row', async () => {
    const t = await teacherWithQuota(w);
    const a = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(9, 0), meddig: later(9, 0) });
    const b = await submit(t, { tipus: 'szuloi_szabadsag', mettol: later(10, 0), meddig: later(10, 1) });
    const c = await submit(t, { tipus: 'hivatalos', mettol: later(11, 0), meddig: later(11, 0) });
    const res = await L.deputy.post('/api/leaders/approve-bulk', {
      szerep: 'igazgatohelyettes',
      kerelem_ids: [a, b, c, a, 987655],
      megjegyzes: 'Tömeges jóváhagyás',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      message: M.bulkDone(2),
      results: [
        { kerelem_id: a, ok: true, message: M.approved, statusz_kod: 'jovahagyva' },
        { kerelem_id: b, ok: true, message: M.forwarded, statusz_kod: 'jovahagyasra_var' },
        { kerelem_id: c, ok: false, message: M.notFound, statusz_kod: null },
        { kerelem_id: 987655, ok: false, message: M.notFound, statusz_kod: null },
      ],
    });
    expect((await stored(a))!.jovahagyoi_megjegyzes).toBe('Tömeges jóváhagyás');
    expect(await usedOf(t, 'rendes_szabadsag_felhasznalt')).toBe(1);
    expect((await stored(c))!.statusz_kod).toBe('jovahagyasra_var');
  });
});
