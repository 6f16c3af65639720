// GET /api/user/teacher/getdata (staff-area.md §3 "Teacher data", §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES, QUOTA_TYPES } from '@tavollet/contract/codes';
import { TeacherData } from '@tavollet/contract/api/teacher';
import {
  YEAR,
  day,
  insertRequest,
  newTeacher,
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

const zeros = () =>
  Object.fromEntries(QUOTA_TYPES.flatMap((t) => ['keret', 'felhasznalt', 'kerelmezett'].map((k) => [`${t}_${k}`, 0])));

async function getData(c: { get: (p: string) => Promise<{ status: number; body: unknown }> }) {
  const res = await c.get('/api/user/teacher/getdata');
  expect(res.status).toBe(200);
  return TeacherData.parse(res.body);
}

describe('getdata', () => {
  it('given a teacher without quota or requests, answers the year, every type, zero quotas, no drafts', async () => {
    const t = await newTeacher(w);
    expect(await getData(t.client)).toEqual({
      ev: YEAR,
      szabadsagTipusok: [...LEAVE_TYPES],
      szabadsagKeretek: zeros(),
      drafts: [],
      frequency: { alkalmak: 0, kerelmezett_munkanapok_szama: 0 },
    });
  });

  it('after submits, shows keret and felhasznalt from the quota, kerelmezett from pending requests and the frequency of the year', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, {
      rendes_szabadsag_keret: 46,
      rendes_szabadsag_felhasznalt: 10,
      gyermek_utan_jaro_potszabadsag_keret: 4,
      halal_keret: 2,
    });
    // Submitted through the API: 3 + 2 working days of regular leave, 1 of child-extra, 2 of sick pay.
    for (const [tipus, from, to] of [
      ['rendes_szabadsag', day(20, 0), day(20, 2)],
      ['rendes_szabadsag', day(21, 3), day(21, 4)],
      ['gyermek_utan_jaro_potszabadsag', day(22, 0), day(22, 0)],
      ['tappenz', day(23, 0), day(23, 1)],
    ] as const) {
      const res = await t.client.post('/api/user/teacher/submit', { tipus, mettol: from, meddig: to });
      expect(res.status).toBe(200);
    }
    // Awaiting preliminary approval counts as pending too; approved counts only in the frequency.
    await insertRequest(w, t.user, {
      tipus: 'halal',
      status: 'elozetes_jovahagyasra_var',
      kezdete: day(24, 0),
      vege: day(24, 1),
      munkanapok_szama: 2,
    });
    await insertRequest(w, t.user, {
      tipus: 'rendes_szabadsag',
      status: 'jovahagyva',
      kezdete: day(25, 0),
      vege: day(25, 4),
      munkanapok_szama: 5,
    });
    // None of these count: rejected, withdrawn, drafts, another year, another teacher.
    await insertRequest(w, t.user, {
      status: 'elutasitva',
      kezdete: day(26, 0),
      vege: day(26, 0),
      munkanapok_szama: 1,
    });
    await insertRequest(w, t.user, { status: 'torolve', kezdete: day(26, 1), vege: day(26, 1), munkanapok_szama: 1 });
    await insertRequest(w, t.user, {
      status: 'jovahagyasra_var',
      kezdete: day(2, 0, YEAR + 1),
      vege: day(2, 0, YEAR + 1),
      munkanapok_szama: 1,
    });
    const other = await newTeacher(w);
    await insertRequest(w, other.user, {
      status: 'jovahagyasra_var',
      kezdete: day(20, 0),
      vege: day(20, 4),
      munkanapok_szama: 5,
    });
    const draft = await t.client.post('/api/user/teacher/savedraft', {
      tipus_kod: 'rendes_szabadsag',
      kezdete: day(27, 0),
      vege: day(27, 3),
      megjegyzes: 'Nyaralás',
    });

    const data = await getData(t.client);
    expect(data.szabadsagKeretek).toEqual({
      ...zeros(),
      rendes_szabadsag_keret: 46,
      rendes_szabadsag_felhasznalt: 10,
      rendes_szabadsag_kerelmezett: 5,
      gyermek_utan_jaro_potszabadsag_keret: 4,
      gyermek_utan_jaro_potszabadsag_kerelmezett: 1,
      halal_keret: 2,
      halal_kerelmezett: 2,
    });
    // 4 submitted + preliminary + approved = 6 requests; 3 + 2 + 1 + 2 + 2 + 5 = 15 working days.
    expect(data.frequency).toEqual({ alkalmak: 6, kerelmezett_munkanapok_szama: 15 });
    expect(data.drafts).toEqual([
      {
        kerelem_id: (draft.body as { kerelem_id: number }).kerelem_id,
        tipus_kod: 'rendes_szabadsag',
        kezdete: day(27, 0),
        vege: day(27, 3),
        megjegyzes: 'Nyaralás',
        munkanapok_szama: 4,
      },
    ]);
  });

  it("answers only the caller's own numbers (another teacher's quota and drafts stay hidden)", async () => {
    const a = await newTeacher(w);
    const b = await newTeacher(w);
    await setQuota(w, b.user, { rendes_szabadsag_keret: 25 });
    await b.client.post('/api/user/teacher/savedraft', { tipus_kod: 'tappenz', kezdete: day(28, 0), vege: day(28, 0) });
    const data = await getData(a.client);
    expect(data.szabadsagKeretek.rendes_szabadsag_keret).toBe(0);
    expect(data.drafts).toEqual([]);
  });
});
