// GET /api/leaders/stats/monthly, /quota-usage and /status-summary (docs/architecture.md
// "Statistics"): figures computed from the requests each test writes, in years no other test uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MonthlyAnswer,
  QuotaUsageAnswer,
  STATS_MESSAGES as M,
  StatusSummaryAnswer,
} from '@tavollet/contract/api/leaders-statistics';
import { budapestToday, schoolYearOf } from '@tavollet/contract/domain/budapest-today';
import type { Client } from '../support/client.ts';
import { nextId } from '../../src/db/counters.ts';
import {
  insertRequest,
  newTeacher,
  setDays,
  setQuota,
  signInPerson,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';

let w: World;
let leader: Client;
beforeAll(async () => {
  w = await startWorld();
  leader = await signInPerson(w, 'igazgato');
});
afterAll(() => stopWorld(w));

async function get<T>(c: Client, url: string, schema: { parse(v: unknown): T }) {
  const res = await c.get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(res.body);
}

describe('absence working days per month of the school year', () => {
  it('given approved requests, counts their working days in their own month by type; pending, drafts and other years do not count', async () => {
    const t = await newTeacher(w);
    const u = await newTeacher(w);
    // 2040-09-27 is a Thursday: Thu, Fri in September, Mon, Tue in October (the weekend is not counted).
    await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: '2040-09-27', vege: '2040-10-02' });
    await insertRequest(w, u.user, {
      tipus: 'tappenz',
      status: 'jovahagyva',
      kezdete: '2040-10-01',
      vege: '2040-10-03',
    });
    // A holiday on a weekday is not a working day; August belongs to the same school year.
    await setDays(w, { '2041-03-15': 's' });
    await insertRequest(w, u.user, { status: 'jovahagyva', kezdete: '2041-03-14', vege: '2041-03-15' });
    await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: '2041-08-06', vege: '2041-08-06' });
    for (const status of ['jovahagyasra_var', 'piszkozat', 'elutasitva', 'torolve'] as const)
      await insertRequest(w, t.user, { status, kezdete: '2040-11-05', vege: '2040-11-09' });
    await insertRequest(w, u.user, { status: 'jovahagyva', kezdete: '2040-08-27', vege: '2040-08-31' });
    await insertRequest(w, u.user, { status: 'jovahagyva', kezdete: '2041-09-02', vege: '2041-09-03' });

    const answer = await get(leader, '/api/leaders/stats/monthly?tanev=2040', MonthlyAnswer);
    expect(answer.tanev).toEqual({ tanev: 2040, kezdete: '2040-09-01', vege: '2041-08-31' });
    expect(answer.honapok.map((m) => m.honap)).toEqual([
      '2040-09',
      '2040-10',
      '2040-11',
      '2040-12',
      '2041-01',
      '2041-02',
      '2041-03',
      '2041-04',
      '2041-05',
      '2041-06',
      '2041-07',
      '2041-08',
    ]);
    const month = (m: string) => answer.honapok.find((x) => x.honap === m)!;
    expect(month('2040-09')).toEqual({ honap: '2040-09', tipusok: { rendes_szabadsag: 2 }, osszesen: 2 });
    expect(month('2040-10')).toEqual({ honap: '2040-10', tipusok: { rendes_szabadsag: 2, tappenz: 3 }, osszesen: 5 });
    expect(month('2040-11')).toEqual({ honap: '2040-11', tipusok: {}, osszesen: 0 });
    expect(month('2041-03').osszesen).toBe(1);
    expect(month('2041-08').tipusok).toEqual({ rendes_szabadsag: 1 });
    expect(answer.honapok.reduce((n, m) => n + m.osszesen, 0)).toBe(9);
  });

  it('given no tanev, covers the school year of Budapest today; a bad tanev is refused 400', async () => {
    const answer = await get(leader, '/api/leaders/stats/monthly', MonthlyAnswer);
    expect(answer.tanev.tanev).toBe(schoolYearOf(budapestToday()));
    expect(answer.honapok).toHaveLength(12);
    for (const bad of ['abc', '1999', '2026.5', '3000']) {
      const res = await leader.get(`/api/leaders/stats/monthly?tanev=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message: M.invalidYear });
    }
  });
});

describe('regular leave per teacher', () => {
  it('given a quota, approved, pending and draft requests, shows keret, used, pending working days and what is left', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 20, rendes_szabadsag_felhasznalt: 5 }, 2042);
    await insertRequest(w, t.user, {
      status: 'jovahagyasra_var',
      kezdete: '2042-03-02',
      vege: '2042-03-03',
      munkanapok_szama: 2,
    });
    await insertRequest(w, t.user, {
      status: 'elozetes_jovahagyasra_var',
      kezdete: '2042-03-09',
      vege: '2042-03-09',
      munkanapok_szama: 1,
    });
    await insertRequest(w, t.user, {
      status: 'piszkozat',
      kezdete: '2042-04-06',
      vege: '2042-04-09',
      munkanapok_szama: 4,
    });
    await insertRequest(w, t.user, {
      status: 'jovahagyva',
      kezdete: '2042-05-04',
      vege: '2042-05-04',
      munkanapok_szama: 1,
    });
    await insertRequest(w, t.user, {
      tipus: 'tappenz',
      status: 'jovahagyasra_var',
      kezdete: '2042-06-01',
      vege: '2042-06-01',
    });
    await insertRequest(w, t.user, {
      status: 'jovahagyasra_var',
      kezdete: '2043-03-02',
      vege: '2043-03-03',
      munkanapok_szama: 2,
    });
    const noQuota = await newTeacher(w);
    const blocked = await newTeacher(w);
    await w.models.User.updateOne({ _id: blocked.user._id }, { $set: { blocked: true } });
    const hrOnly = await newTeacher(w, ['hr']);

    const answer = await get(leader, '/api/leaders/stats/quota-usage?ev=2042', QuotaUsageAnswer);
    expect(answer.ev).toBe(2042);
    const row = (id: number) => answer.items.find((r) => r.user_id === id);
    expect(row(t.user.user_id)).toEqual({
      user_id: t.user.user_id,
      nev: t.user.nev,
      keret: 20,
      felhasznalt: 5,
      fuggo: 3,
      maradek: 12,
    });
    expect(row(noQuota.user.user_id)).toMatchObject({ keret: 0, felhasznalt: 0, fuggo: 0, maradek: 0 });
    expect(row(blocked.user.user_id)).toBeUndefined();
    expect(row(hrOnly.user.user_id)).toBeUndefined();
    const sorted = [...answer.items].sort((a, b) => a.nev.localeCompare(b.nev, 'hu'));
    expect(answer.items.map((r) => r.nev)).toEqual(sorted.map((r) => r.nev));
  });

  it('given no ev, uses the Budapest year; a bad ev is refused 400', async () => {
    expect((await get(leader, '/api/leaders/stats/quota-usage', QuotaUsageAnswer)).ev).toBe(
      Number(budapestToday().slice(0, 4)),
    );
    const res = await leader.get('/api/leaders/stats/quota-usage?ev=12');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: M.invalidYear });
  });
});

describe('requests by status and decision time', () => {
  it('given requests of the school year, counts the four staff statuses without drafts and averages submit to decision in days', async () => {
    const t = await newTeacher(w);
    const at = (iso: string) => new Date(`${iso}T08:00:00Z`);
    const submitted = at('2044-10-01');
    for (const status of [
      'jovahagyasra_var',
      'elozetes_jovahagyasra_var',
      'torolve',
      'piszkozat',
      'piszkozat',
    ] as const)
      await insertRequest(w, t.user, { status, kezdete: '2044-11-07', vege: '2044-11-07' });
    // Decided 1 and 3 days after they were created (no submit entry in their history).
    await insertRequest(w, t.user, {
      status: 'jovahagyva',
      kezdete: '2044-11-14',
      vege: '2044-11-14',
      letrehozva: submitted,
      dontes_idopont: at('2044-10-02'),
    });
    await insertRequest(w, t.user, {
      status: 'elutasitva',
      kezdete: '2045-02-06',
      vege: '2045-02-06',
      letrehozva: submitted,
      dontes_idopont: at('2044-10-04'),
    });
    // A draft saved ten days before its submit: the time counts from the submit in its history.
    await w.models.LeaveRequest.create({
      kerelem_id: await nextId(w.models, 'kerelem_id'),
      user: t.user._id,
      tipus_kod: 'rendes_szabadsag',
      statusz_kod: 'jovahagyva',
      kezdete: '2045-03-06',
      vege: '2045-03-06',
      letrehozo: { kind: 'user', id: t.user._id },
      letrehozva: at('2044-09-21'),
      jovahagyo_szerep: 'igazgatohelyettes',
      dontes_idopont: at('2044-10-03'),
      munkanapok_szama: 1,
      ev: 2045,
      history: [
        { statusz_kod: 'piszkozat', at: at('2044-09-21'), by: t.user._id, byKind: 'user' },
        { statusz_kod: 'jovahagyasra_var', at: submitted, by: t.user._id, byKind: 'user' },
        { statusz_kod: 'jovahagyva', at: at('2044-10-03'), by: t.user._id, byKind: 'user' },
      ],
    });
    // Outside the school year 2044/45: not counted.
    await insertRequest(w, t.user, {
      status: 'jovahagyva',
      kezdete: '2045-09-04',
      vege: '2045-09-04',
      letrehozva: submitted,
      dontes_idopont: at('2045-01-01'),
    });

    const answer = await get(leader, '/api/leaders/stats/status-summary?tanev=2044', StatusSummaryAnswer);
    expect(answer).toEqual({
      ok: true,
      tanev: { tanev: 2044, kezdete: '2044-09-01', vege: '2045-08-31' },
      statuszok: { benyujtva: 2, jovahagyva: 2, elutasitva: 1, visszavonva: 1 },
      dontott: 3,
      atlagos_dontesi_ido_nap: 2,
    });
  });

  it('given a year without decisions, answers zero counts and no mean', async () => {
    const answer = await get(leader, '/api/leaders/stats/status-summary?tanev=2090', StatusSummaryAnswer);
    expect(answer.statuszok).toEqual({ benyujtva: 0, jovahagyva: 0, elutasitva: 0, visszavonva: 0 });
    expect(answer).toMatchObject({ dontott: 0, atlagos_dontesi_ido_nap: null });
  });
});

describe('permission', () => {
  it('given the deputy, answers every chart; a teacher or HR is refused 403', async () => {
    const urls = ['/api/leaders/stats/monthly', '/api/leaders/stats/quota-usage', '/api/leaders/stats/status-summary'];
    const deputy = await signInPerson(w, 'igazgatohelyettes');
    for (const url of urls) expect((await deputy.get(url)).status, url).toBe(200);
    for (const who of ['tanar', 'hr'] as const) {
      const c = await signInPerson(w, who);
      for (const url of urls) expect((await c.get(url)).status, `${who} ${url}`).toBe(403);
    }
  });
});
