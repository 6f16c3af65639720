// Every refusal of the leaders' calls (contract/src/api/leaders.ts, LEADERS_MESSAGES): each
// validation message (400, nothing changes), the `szerep` the caller does not hold (403
// wrongRole), and the routes' roles (a teacher gets 403 everywhere; the principal on the
// deputy's calls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX, DECISION_NOTE_MAX, LEADERS_MESSAGES as M } from '@tavollet/contract/api/leaders';
import { TEACHER_MESSAGES as T } from '@tavollet/contract/api/teacher';
import type { Client } from '../support/client.ts';
import { signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { later, signInLeaders, submit, teacherWithQuota, type Leaders } from './leaders-fixtures.ts';

let w: World;
let L: Leaders;
let teacher: Client;
beforeAll(async () => {
  w = await startWorld();
  L = await signInLeaders(w);
  teacher = await signInPerson(w, 'tanar');
});
afterAll(() => stopWorld(w));

const refused = async (res: Promise<{ status: number; body: unknown }>, status: number, message: string) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body).toMatchObject({ ok: false, message });
};

describe('validation of the decisions', () => {
  it('refuses a missing or blank rejection reason, an over-long note and malformed bodies, changing nothing', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(1, 0), meddig: later(1, 0) });
    const D = L.deputy;
    const szerep = 'igazgatohelyettes';
    await refused(D.post('/api/leaders/reject', { szerep, kerelem_id: id }), 400, M.reasonRequired);
    await refused(
      D.post('/api/leaders/reject', { szerep, kerelem_id: id, jovahagyoi_megjegyzes: '   ' }),
      400,
      M.reasonRequired,
    );
    const long = 'x'.repeat(DECISION_NOTE_MAX + 1);
    await refused(
      D.post('/api/leaders/reject', { szerep, kerelem_id: id, jovahagyoi_megjegyzes: long }),
      400,
      M.noteTooLong,
    );
    await refused(D.post('/api/leaders/approve', { szerep, kerelem_id: id, megjegyzes: long }), 400, M.noteTooLong);
    await refused(
      D.post('/api/leaders/approve-bulk', { szerep, kerelem_ids: [id], megjegyzes: long }),
      400,
      M.noteTooLong,
    );
    for (const body of [
      { kerelem_id: id },
      { szerep: 'tanar', kerelem_id: id },
      { szerep, kerelem_id: 'egy' },
      { szerep, kerelem_id: -1 },
      { szerep, kerelem_id: id, extra: true },
    ]) {
      const res = await D.post('/api/leaders/approve', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message: expect.any(String), issues: expect.any(Array) });
    }
    for (const kerelem_ids of [[], Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1)])
      expect((await D.post('/api/leaders/approve-bulk', { szerep, kerelem_ids })).status).toBe(400);
    expect((await D.get('/api/leaders/pending')).status).toBe(400);
    expect((await D.get('/api/leaders/counts?szerep=hr')).status).toBe(400);
    expect((await D.get(`/api/leaders/request/abc?szerep=${szerep}`)).status).toBe(400);
    const doc = (await w.models.LeaveRequest.findOne({ kerelem_id: id }).lean())!;
    expect(doc.statusz_kod).toBe('jovahagyasra_var');
    expect(doc.history).toHaveLength(1);
  });
});

describe('the role the call names', () => {
  it('answers 403 wrongRole when the caller does not hold the named leader role, on every call', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(2, 0), meddig: later(2, 0) });
    const P = L.principal;
    const szerep = 'igazgatohelyettes';
    await refused(P.get(`/api/leaders/pending?szerep=${szerep}`), 403, M.wrongRole);
    await refused(P.get(`/api/leaders/counts?szerep=${szerep}`), 403, M.wrongRole);
    await refused(P.get(`/api/leaders/request/${id}?szerep=${szerep}`), 403, M.wrongRole);
    await refused(P.post('/api/leaders/approve', { szerep, kerelem_id: id }), 403, M.wrongRole);
    await refused(
      P.post('/api/leaders/reject', { szerep, kerelem_id: id, jovahagyoi_megjegyzes: 'Nem.' }),
      403,
      M.wrongRole,
    );
    await refused(P.post('/api/leaders/approve-bulk', { szerep, kerelem_ids: [id] }), 403, M.wrongRole);
    await refused(L.deputy.get('/api/leaders/counts?szerep=igazgato'), 403, M.wrongRole);
    expect((await w.models.LeaveRequest.findOne({ kerelem_id: id }).lean())!.statusz_kod).toBe('jovahagyasra_var');
  });

  it("refuses a teacher every leaders call and the principal the deputy's calls (403)", async () => {
    const forbidden = 'Nincs jogosultságod ehhez a művelethez.';
    for (const path of [
      '/api/leaders/pending?szerep=igazgato',
      '/api/leaders/counts?szerep=igazgato',
      '/api/leaders/teachers',
    ])
      await refused(teacher.get(path), 403, forbidden);
    await refused(teacher.post('/api/leaders/approve', { szerep: 'igazgato', kerelem_id: 1 }), 403, forbidden);
    for (const path of [
      '/api/leaders/teachers',
      '/api/leaders/teacher-quota?user_id=1',
      `/api/leaders/workingdays?mettol=${later(1, 0)}&meddig=${later(1, 1)}`,
    ])
      await refused(L.principal.get(path), 403, forbidden);
    const body = { user_id: 1, tipus: 'hivatalos', mettol: later(3, 0), meddig: later(3, 0) };
    await refused(L.principal.post('/api/leaders/submit-for', body), 403, forbidden);
  });
});

describe("validation of the deputy's submit", () => {
  it('answers each message of the form (staff-area.md §5 "Deputy new-request form")', async () => {
    const t = await teacherWithQuota(w);
    const ok = { user_id: t.user.user_id, tipus: 'hivatalos', mettol: later(4, 0), meddig: later(4, 0) };
    const D = L.deputy;
    const post = (body: object) => D.post('/api/leaders/submit-for', body);
    await refused(post({ ...ok, user_id: undefined }), 400, M.teacherRequired);
    await refused(post({ ...ok, user_id: 0 }), 400, M.teacherRequired);
    await refused(post({ ...ok, tipus: undefined }), 400, M.missing);
    await refused(post({ ...ok, tipus: 'annual' }), 400, T.unknownType);
    await refused(post({ ...ok, mettol: '' }), 400, M.missing);
    await refused(post({ ...ok, meddig: '2027-02-30' }), 400, T.invalidDate);
    await refused(post({ ...ok, meddig: later(3, 0) }), 400, T.startAfterEnd);
    await refused(post({ ...ok, megjegyzes: 'x'.repeat(101) }), 400, T.noteTooLong);
    await refused(post({ ...ok, mettol: '2020-01-06', meddig: '2020-01-06' }), 400, M.pastStart);
    await refused(post({ ...ok, mettol: later(4, 5), meddig: later(4, 6) }), 400, M.noWorkingDay);
    await refused(post({ ...ok, user_id: 999999 }), 404, M.unknownTeacher);
    expect(await w.models.LeaveRequest.countDocuments({ user: t.user._id })).toBe(0);
  });
});
