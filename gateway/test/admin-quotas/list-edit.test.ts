// GET /api/admin/getyears, POST /api/admin/getleavequotas and PATCH /api/admin/updateleavequotas
// (admin-area.md §3 "Quota row", §4 "Quota edit", §7 "Quotas"): the years, one row per person not
// deleted with `kerelmezett` from pending requests, the edit's truncation, its audit entry, and the
// teacher's quota table after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_QUOTA_MESSAGES as M, UpdateLeaveQuotasAnswer } from '@tavollet/contract/api/admin-quotas';
import { TeacherData } from '@tavollet/contract/api/teacher';
import { Client } from '../support/client.ts';
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
import { adminClient } from '../admin-users/users-support.ts';
import { PATCH, quotaRowsOf, rowOf, teacherWithOm, yearsOf } from './quotas-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const update = (body: unknown) => PATCH(admin, '/api/admin/updateleavequotas', body);

describe('getyears', () => {
  it('answers the years with a stored quota plus the current year, ascending, as data.data', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 5 }, 2031);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 5 }, 2019);
    const res = await admin.get('/api/admin/getyears');
    expect(res.body).toMatchObject({
      ok: true,
      data: { data: expect.arrayContaining([{ ev: 2019 }, { ev: YEAR }, { ev: 2031 }]) },
    });
    const years = await yearsOf(admin);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years).toEqual(expect.arrayContaining([2019, YEAR, 2031]));
  });
});

describe('getleavequotas', () => {
  it('lists every person not deleted by name, blocked ones flagged, zeros without a stored quota', async () => {
    const rows = await quotaRowsOf(admin, 2055);
    const names = rows.map((r) => r.nev);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hu')));
    const blocked = rows.find((r) => r.nev === 'Teszt blokkolt');
    expect(blocked).toMatchObject({ blocked: true, ev: 2055, rendes_szabadsag_keret: 0, halal_kerelmezett: 0 });
    const gone = await newTeacher(w);
    await w.models.User.updateOne({ _id: gone.user._id }, { $set: { deletedAt: new Date(), blocked: true } });
    expect((await quotaRowsOf(admin, 2055)).some((r) => r.user_id === gone.user.user_id)).toBe(false);
  });

  it('shows keret and felhasznalt as stored and kerelmezett as the working days awaiting either approval', async () => {
    const t = await teacherWithOm(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 30, rendes_szabadsag_felhasznalt: 4, halal_keret: 2 });
    await insertRequest(w, t.user, {
      status: 'jovahagyasra_var',
      kezdete: day(10, 0),
      vege: day(10, 2),
      munkanapok_szama: 3,
    });
    await insertRequest(w, t.user, {
      status: 'elozetes_jovahagyasra_var',
      kezdete: day(11, 0),
      vege: day(11, 1),
      munkanapok_szama: 2,
    });
    await insertRequest(w, t.user, {
      tipus: 'halal',
      status: 'jovahagyasra_var',
      kezdete: day(12, 0),
      vege: day(12, 0),
      munkanapok_szama: 1,
    });
    for (const status of ['jovahagyva', 'elutasitva', 'torolve', 'piszkozat'] as const)
      await insertRequest(w, t.user, { status, kezdete: day(13, 0), vege: day(13, 4), munkanapok_szama: 5 });
    await insertRequest(w, t.user, {
      status: 'jovahagyasra_var',
      kezdete: day(10, 0, YEAR + 1),
      vege: day(10, 0, YEAR + 1),
      munkanapok_szama: 1,
    });
    expect(await rowOf(admin, YEAR, t.om)).toMatchObject({
      nev: t.user.nev,
      ev: YEAR,
      blocked: false,
      rendes_szabadsag_keret: 30,
      rendes_szabadsag_felhasznalt: 4,
      rendes_szabadsag_kerelmezett: 5,
      halal_keret: 2,
      halal_kerelmezett: 1,
      szuloi_szabadsag_kerelmezett: 0,
    });
  });

  it('refuses a year outside 2000–2099 or not a number with 400', async () => {
    for (const year of [1999, 2100, 2026.5, 'idén', null]) {
      const res = await admin.post('/api/admin/getleavequotas', { year });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.badYear);
    }
  });
});

describe('updateleavequotas', () => {
  it('truncates (2.7 → 2), makes negatives and non-numbers 0 (-3, "abc"), keeps types not sent, and audits', async () => {
    const t = await teacherWithOm(w);
    await setQuota(w, t.user, { halal_keret: 3, halal_felhasznalt: 1 });
    const res = await update({
      ev: YEAR,
      oktatasi_azonosito: t.om,
      totals: {
        rendes_szabadsag: 2.7,
        gyermek_utan_jaro_potszabadsag: -3,
        apasagi_szabadsag: 'abc',
        szuloi_szabadsag: '7',
      },
      used: { rendes_szabadsag: '1.9', gyermek_utan_jaro_potszabadsag: null },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = UpdateLeaveQuotasAnswer.parse(res.body);
    expect(answer.message).toBe(M.updated);
    expect(answer.row).toMatchObject({
      rendes_szabadsag_keret: 2,
      rendes_szabadsag_felhasznalt: 1,
      gyermek_utan_jaro_potszabadsag_keret: 0,
      gyermek_utan_jaro_potszabadsag_felhasznalt: 0,
      apasagi_szabadsag_keret: 0,
      szuloi_szabadsag_keret: 7,
      halal_keret: 3,
      halal_felhasznalt: 1,
    });
    expect(await rowOf(admin, YEAR, t.om)).toEqual(answer.row);
    const entry = await w.models.AuditLog.findOne({
      action: 'admin.quota_updated',
      target: String(t.user.user_id),
    }).lean();
    // Only the amounts that changed, before and after (0 → 0 and the types not sent are left out).
    expect(entry!.details).toEqual({
      ev: YEAR,
      oktatasi_azonosito: t.om,
      elotte: { rendes_szabadsag_keret: 0, szuloi_szabadsag_keret: 0, rendes_szabadsag_felhasznalt: 0 },
      utana: { rendes_szabadsag_keret: 2, szuloi_szabadsag_keret: 7, rendes_szabadsag_felhasznalt: 1 },
    });
    expect(entry!.actorKind).toBe('admin');
  });

  it("shows in the teacher's quota table, and an approval later adds its days on top of the corrected felhasznalt", async () => {
    const t = await teacherWithOm(w);
    const res = await update({
      ev: YEAR,
      oktatasi_azonosito: t.om,
      totals: { rendes_szabadsag: 20 },
      used: { rendes_szabadsag: 6 },
    });
    expect(res.status).toBe(200);
    const data = TeacherData.parse((await t.client.get('/api/user/teacher/getdata')).body);
    expect(data.szabadsagKeretek).toMatchObject({ rendes_szabadsag_keret: 20, rendes_szabadsag_felhasznalt: 6 });
    const submit = await t.client.post('/api/user/teacher/submit', {
      tipus: 'rendes_szabadsag',
      mettol: day(30, 0),
      meddig: day(30, 1),
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    expect(await rowOf(admin, YEAR, t.om)).toMatchObject({
      rendes_szabadsag_felhasznalt: 6,
      rendes_szabadsag_kerelmezett: 2,
    });
    const deputy = await signInPerson(w, 'igazgatohelyettes');
    const ok = await deputy.post('/api/leaders/approve', {
      kerelem_id: submit.body.kerelem_id,
      szerep: 'igazgatohelyettes',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await rowOf(admin, YEAR, t.om)).toMatchObject({
      rendes_szabadsag_felhasznalt: 8,
      rendes_szabadsag_kerelmezett: 0,
    });
  });

  it('creates the quota of a year without one (upsert) and leaves other years alone', async () => {
    const t = await teacherWithOm(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 9 });
    expect((await update({ ev: 2040, oktatasi_azonosito: t.om, totals: { halal: 2 } })).status).toBe(200);
    expect(await rowOf(admin, 2040, t.om)).toMatchObject({ halal_keret: 2, rendes_szabadsag_keret: 0 });
    expect(await rowOf(admin, YEAR, t.om)).toMatchObject({ rendes_szabadsag_keret: 9 });
    expect(await yearsOf(admin)).toContain(2040);
  });

  it('refuses an unknown or deleted OM id (404), bad bodies (400) and staff or anonymous callers, changing nothing', async () => {
    const before = await w.models.Quota.countDocuments();
    expect((await update({ ev: YEAR, oktatasi_azonosito: 'nincs-ilyen', totals: { halal: 1 } })).body).toMatchObject({
      ok: false,
      message: M.notFound,
    });
    for (const body of [
      { ev: 1999, oktatasi_azonosito: '70000000001' },
      { ev: YEAR, oktatasi_azonosito: '' },
      { ev: YEAR, oktatasi_azonosito: '70000000001', totals: { tappenz: 3 } },
      { ev: YEAR, oktatasi_azonosito: '70000000001', totals: { halal: 400 } },
      { ev: YEAR, oktatasi_azonosito: '70000000001', extra: 1 },
    ]) {
      expect((await update(body)).status, JSON.stringify(body)).toBe(400);
    }
    const body = { ev: YEAR, oktatasi_azonosito: '70000000001', totals: { halal: 1 } };
    expect((await PATCH(new Client(w.gw.url), '/api/admin/updateleavequotas', body)).status).toBe(401);
    expect((await PATCH(await signInPerson(w, 'hr'), '/api/admin/updateleavequotas', body)).status).toBe(401);
    expect((await (await signInPerson(w, 'tanar')).post('/api/admin/getleavequotas', { year: YEAR })).status).toBe(401);
    expect(await w.models.Quota.countDocuments()).toBe(before);
  });
});
