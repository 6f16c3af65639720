// The deputy's request on a teacher's behalf over real HTTP (staff-area.md §2 "The deputy
// new-request form", §5, §6; contract/src/api/leaders.ts): the teacher selector, the teacher's
// remaining quota, the working-day preview, and submit-for with the teacher's own checks, routed
// like any request and created by the deputy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADERS_MESSAGES as M, TeacherQuotaAnswer, TeachersAnswer } from '@tavollet/contract/api/leaders';
import { TEACHER_MESSAGES as T, SubmitAnswer } from '@tavollet/contract/api/teacher';
import { PEOPLE } from '../support/fixtures.ts';
import {
  YEAR,
  insertRequest,
  newTeacher,
  setQuota,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';
import { TODAY, later, listed, signInLeaders, type Leaders } from './leaders-fixtures.ts';

let w: World;
let L: Leaders;
beforeAll(async () => {
  w = await startWorld();
  L = await signInLeaders(w);
});
afterAll(() => stopWorld(w));

const submitFor = (body: object) => L.deputy.post<Record<string, unknown>>('/api/leaders/submit-for', body);

describe('the teacher selector', () => {
  it('lists every not blocked teacher in Hungarian alphabetical order, nobody else', async () => {
    const named = async (nev: string, roles = ['tanar'] as const) => {
      const t = await newTeacher(w, [...roles]);
      await w.models.User.updateOne({ _id: t.user._id }, { $set: { nev } });
      return t.user;
    };
    await named('Csonka Béla');
    await named('Czakó Anna');
    await named('Ábrahám Ede');
    const blocked = await named('Blokkolt Bea');
    await w.models.User.updateOne({ _id: blocked._id }, { $set: { blocked: true } });
    await named('Hr Hanna', ['hr'] as never);
    const res = await L.deputy.get('/api/leaders/teachers');
    const { items } = TeachersAnswer.parse(res.body);
    const names = items.map((i) => i.nev);
    expect(names.filter((n) => ['Csonka Béla', 'Czakó Anna', 'Ábrahám Ede'].includes(n))).toEqual([
      'Ábrahám Ede',
      'Czakó Anna',
      'Csonka Béla',
    ]);
    expect(names).not.toContain('Blokkolt Bea');
    expect(names).not.toContain('Hr Hanna');
    expect(names).not.toContain('Teszt igazgato');
    expect(names).toContain('Teszt tanar');
    expect(items.find((i) => i.nev === 'Teszt tanar')).toEqual({
      user_id: expect.any(Number),
      nev: 'Teszt tanar',
      om: expect.any(String),
    });
  });
});

describe("the teacher's quota and the preview", () => {
  it("answers what remains of each quota type this year, like the teacher's getdata", async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 20, rendes_szabadsag_felhasznalt: 5, halal_keret: 2 });
    await insertRequest(w, t.user, {
      status: 'jovahagyasra_var',
      kezdete: `${YEAR}-03-02`,
      vege: `${YEAR}-03-03`,
      munkanapok_szama: 2,
    });
    const res = await L.deputy.get(`/api/leaders/teacher-quota?user_id=${t.user.user_id}`);
    const answer = TeacherQuotaAnswer.parse(res.body);
    expect(answer).toMatchObject({ ok: true, ev: Number(TODAY.slice(0, 4)) });
    expect(answer.maradek).toEqual({
      rendes_szabadsag: 13,
      gyermek_utan_jaro_potszabadsag: 0,
      apasagi_szabadsag: 0,
      szuloi_szabadsag: 0,
      nagyszuloi_szabadsag: 0,
      halal: 2,
    });
    expect(answer.szabadsagTipusok).toContain('tappenz');
    // The teacher's own screen agrees.
    const data = await t.client.get<{ szabadsagKeretek: Record<string, number> }>('/api/user/teacher/getdata');
    const k = data.body.szabadsagKeretek;
    expect(k.rendes_szabadsag_keret! - k.rendes_szabadsag_felhasznalt! - k.rendes_szabadsag_kerelmezett!).toBe(13);
  });

  it('answers 404 unknownTeacher for an unknown, a blocked or a non-teacher user_id', async () => {
    const hr = await w.models.User.findOne({ email: PEOPLE.hr.email }).lean();
    const blocked = await w.models.User.findOne({ email: PEOPLE.blokkolt.email }).lean();
    for (const id of [999999, hr!.user_id, blocked!.user_id]) {
      const res = await L.deputy.get(`/api/leaders/teacher-quota?user_id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, message: M.unknownTeacher });
    }
  });

  it('previews the working days of a range like the teacher form', async () => {
    const res = await L.deputy.get(`/api/leaders/workingdays?mettol=${later(1, 0)}&meddig=${later(1, 6)}`);
    expect(res.body).toEqual({ ok: true, munkanapok_szama: 5, napok: 7 });
    expect(
      (await L.deputy.get(`/api/leaders/workingdays?mettol=${later(1, 2)}&meddig=${later(1, 0)}`)).body,
    ).toMatchObject({
      message: T.startAfterEnd,
    });
  });
});

describe('submit-for', () => {
  it("stores the teacher's request created by the deputy, routed away from the deputy, in the teacher's history", async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 10 }, Number(later(2, 0).slice(0, 4)));
    const res = await submitFor({
      user_id: t.user.user_id,
      tipus: 'rendes_szabadsag',
      mettol: later(2, 0),
      meddig: later(2, 1),
      megjegyzes: ' Telefonon kérte ',
    });
    expect(res.status).toBe(200);
    const answer = SubmitAnswer.parse(res.body);
    expect(answer.message).toBe(M.submitted);
    const deputyId = (await w.models.User.findOne({ email: PEOPLE.igazgatohelyettes.email }))!._id;
    const doc = (await w.models.LeaveRequest.findOne({ kerelem_id: answer.kerelem_id }).lean())!;
    expect(doc).toMatchObject({
      user: t.user._id,
      statusz_kod: 'jovahagyasra_var',
      // The table names the deputy, who filed it: the principal decides.
      jovahagyo_szerep: 'igazgato',
      varakozo_szerep: 'igazgato',
      megjegyzes: 'Telefonon kérte',
      munkanapok_szama: 2,
      letrehozo: { kind: 'user', id: deputyId },
    });
    expect(String(doc.history[0]!.by)).toBe(String(deputyId));
    // Filed by the deputy, so not the deputy's to decide.
    expect(await listed(L.deputy, 'igazgatohelyettes', [answer.kerelem_id])).toEqual([]);
    expect(await listed(L.principal, 'igazgato', [answer.kerelem_id])).toEqual([answer.kerelem_id]);
    const history = await t.client.get<{ items: { id: number; status: string }[] }>('/api/user/teacher/history');
    expect(history.body.items).toEqual([expect.objectContaining({ id: answer.kerelem_id, status: 'benyujtva' })]);
  });

  it('refuses an overlap and an exceeded quota with 409 and details, like the teacher submit', async () => {
    const t = await newTeacher(w);
    const ev = Number(later(5, 0).slice(0, 4));
    await setQuota(w, t.user, { rendes_szabadsag_keret: 1 }, ev);
    const first = await submitFor({
      user_id: t.user.user_id,
      tipus: 'hivatalos',
      mettol: later(5, 0),
      meddig: later(5, 2),
    });
    expect(first.status).toBe(200);
    const overlap = await submitFor({
      user_id: t.user.user_id,
      tipus: 'tappenz',
      mettol: later(5, 2),
      meddig: later(5, 3),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({
      message: M.overlapFor(t.user.nev, later(5, 0), later(5, 2)),
      details: { kerelem_id: first.body.kerelem_id },
    });
    const quota = await submitFor({
      user_id: t.user.user_id,
      tipus: 'rendes_szabadsag',
      mettol: later(6, 0),
      meddig: later(6, 1),
    });
    expect(quota.status).toBe(409);
    expect(quota.body).toEqual({ ok: false, message: T.quotaExceeded, details: { remaining: 1, requested: 2 } });
    expect(await w.models.LeaveRequest.countDocuments({ user: t.user._id })).toBe(1);
  });

  it('refuses a start before Budapest today (400 pastStart) and an unknown teacher (404)', async () => {
    const t = await newTeacher(w);
    const past = await submitFor({
      user_id: t.user.user_id,
      tipus: 'hivatalos',
      mettol: `${YEAR - 1}-03-02`,
      meddig: `${YEAR - 1}-03-02`,
    });
    expect(past.body).toMatchObject({ ok: false, message: M.pastStart });
    expect(past.status).toBe(400);
    const unknown = await submitFor({ user_id: 999999, tipus: 'hivatalos', mettol: later(7, 0), meddig: later(7, 0) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, message: M.unknownTeacher });
    expect(await w.models.LeaveRequest.countDocuments({ user: t.user._id })).toBe(0);
  });
});
