// The pending list, the homes' counts and the details of one request (staff-area.md §2
// "Approval screens", §4, §9; PendingAnswer, CountsAnswer, DetailsAnswer in
// contract/src/api/leaders.ts): the row's fields, urgent first then oldest first, the remaining
// quota after the request, the creator when filed on behalf, history with names, other requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountsAnswer, DetailsAnswer, LEADERS_MESSAGES as M, PendingAnswer } from '@tavollet/contract/api/leaders';
import { PEOPLE } from '../support/fixtures.ts';
import { setQuota, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import {
  NEXT,
  aheadTeaching,
  approve,
  later,
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
});
afterAll(() => stopWorld(w));

const counts = async (szerep: string) =>
  CountsAnswer.parse((await L.deputy.get(`/api/leaders/counts?szerep=${szerep}`)).body);

describe('the pending list and the counts', () => {
  it('lists the rows waiting for the role, urgent first then oldest first, with every field', async () => {
    const before = await counts('igazgatohelyettes');
    const t = await teacherWithQuota(w);
    const old = await submit(t, {
      tipus: 'rendes_szabadsag',
      mettol: later(1, 0),
      meddig: later(1, 2),
      megjegyzes: 'Költözés',
    });
    const soon = await aheadTeaching(w, 2);
    await setQuota(w, t.user, { gyermek_utan_jaro_potszabadsag_keret: 4 }, Number(soon.slice(0, 4)));
    const urgentKid = await submit(t, { tipus: 'gyermek_utan_jaro_potszabadsag', mettol: soon, meddig: soon });
    const newer = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(2, 0), meddig: later(2, 0) });

    const answer = PendingAnswer.parse((await L.deputy.get('/api/leaders/pending?szerep=igazgatohelyettes')).body);
    const mine = answer.items.filter((r) => [old, urgentKid, newer].includes(r.kerelem_id));
    expect(mine.map((r) => r.kerelem_id)).toEqual([urgentKid, old, newer]);
    expect(answer.items.findIndex((r) => !r.surgos)).toBeGreaterThan(
      answer.items.findIndex((r) => r.kerelem_id === urgentKid),
    );
    expect(mine[1]).toEqual({
      kerelem_id: old,
      nev: t.user.nev,
      felhasznalonev: t.user.felhasznalonev,
      om: t.user.oktatasi_azonosito,
      keres_datum: expect.any(String),
      tipus: 'rendes_szabadsag',
      kezdete: later(1, 0),
      vege: later(1, 2),
      munkanapok_szama: 3,
      megjegyzes: 'Költözés',
      statusz_kod: 'jovahagyasra_var',
      stage: 'vegso',
      surgos: false,
      // 20 − 0 used − (3 + 1) pending of rendes_szabadsag next year.
      maradek: 16,
      letrehozo_nev: null,
    });
    expect(mine[0]).toMatchObject({ surgos: true, tipus: 'gyermek_utan_jaro_potszabadsag' });
    expect(await counts('igazgatohelyettes')).toEqual({
      ok: true,
      pending: before.pending + 3,
      urgent: before.urgent + 1,
    });
    // Not the principal's.
    const forPrincipal = PendingAnswer.parse((await L.principal.get('/api/leaders/pending?szerep=igazgato')).body);
    expect(forPrincipal.items.filter((r) => r.kerelem_id === old)).toEqual([]);
  });

  it('shows the preliminary stage, the deputy as creator of a request filed on behalf, and null maradek without a quota', async () => {
    await setPreliminary(w, 'szuloi_szabadsag', 'igazgatohelyettes');
    try {
      const t = await teacherWithQuota(w);
      const own = await submit(t, { tipus: 'szuloi_szabadsag', mettol: later(3, 0), meddig: later(3, 1) });
      // Filed by the deputy, so it skips the deputy.
      const res = await L.deputy.post<{ kerelem_id: number }>('/api/leaders/submit-for', {
        user_id: t.user.user_id,
        tipus: 'tappenz',
        mettol: later(4, 0),
        meddig: later(4, 0),
      });
      expect(res.status).toBe(200);
      const deputyRows = PendingAnswer.parse(
        (await L.deputy.get('/api/leaders/pending?szerep=igazgatohelyettes')).body,
      );
      expect(deputyRows.items.find((r) => r.kerelem_id === own)).toMatchObject({
        statusz_kod: 'elozetes_jovahagyasra_var',
        stage: 'elozetes',
        maradek: 8,
      });
      const principalRows = PendingAnswer.parse((await L.principal.get('/api/leaders/pending?szerep=igazgato')).body);
      expect(principalRows.items.find((r) => r.kerelem_id === res.body.kerelem_id)).toMatchObject({
        maradek: null,
        stage: 'vegso',
        letrehozo_nev: 'Teszt igazgatohelyettes',
      });
    } finally {
      await setPreliminary(w, 'szuloi_szabadsag', null);
    }
  });
});

describe('the details of one request', () => {
  it('answers the row, the history with names and the other requests of the year except drafts', async () => {
    const t = await teacherWithQuota(w);
    const earlier = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(5, 0), meddig: later(5, 0) });
    expect((await approve(L.deputy, 'igazgatohelyettes', earlier, 'Rendben.')).status).toBe(200);
    await t.client.post('/api/user/teacher/savedraft', {
      tipus_kod: 'hivatalos',
      kezdete: later(8, 0),
      vege: later(8, 0),
    });
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(6, 0), meddig: later(6, 1) });

    const res = await L.deputy.get(`/api/leaders/request/${id}?szerep=igazgatohelyettes`);
    expect(res.status).toBe(200);
    const details = DetailsAnswer.parse(res.body);
    expect(details.request).toMatchObject({ kerelem_id: id, maradek: 17, munkanapok_szama: 2 });
    expect(details.history).toEqual([
      { statusz_kod: 'jovahagyasra_var', at: expect.any(String), by_nev: t.user.nev, megjegyzes: null },
    ]);
    expect(details.others).toEqual([
      {
        kerelem_id: earlier,
        tipus: 'rendes_szabadsag',
        kezdete: later(5, 0),
        vege: later(5, 0),
        munkanapok_szama: 1,
        statusz_kod: 'jovahagyva',
      },
    ]);
    expect(NEXT).toBe(Number(later(5, 0).slice(0, 4)));
  });

  it('answers 404 for a request of the other role, a decided one and an unknown id', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(9, 0), meddig: later(9, 0) });
    for (const [c, path] of [
      [L.principal, `/api/leaders/request/${id}?szerep=igazgato`],
      [L.deputy, '/api/leaders/request/987654?szerep=igazgatohelyettes'],
    ] as const)
      expect((await c.get(path)).body).toEqual({ ok: false, message: M.notFound });
    expect((await approve(L.deputy, 'igazgatohelyettes', id)).status).toBe(200);
    expect((await L.deputy.get(`/api/leaders/request/${id}?szerep=igazgatohelyettes`)).status).toBe(404);
    expect(PEOPLE.igazgato.roles).toEqual(['igazgato']);
  });
});
