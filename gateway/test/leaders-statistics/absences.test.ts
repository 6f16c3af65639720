// GET /api/leaders/stats/absences ("Ki van távol?", docs/architecture.md "Statistics"): per day the
// approved and the pending requests apart, names only on working days, drafts, rejected and
// withdrawn requests never; the range is validated and the call is the leaders' only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbsencesAnswer, STATS_MESSAGES as M } from '@tavollet/contract/api/leaders-statistics';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import type { Client } from '../support/client.ts';
import {
  day,
  insertRequest,
  newTeacher,
  setDays,
  signInPerson,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';

let w: World;
let leader: Client;
beforeAll(async () => {
  w = await startWorld();
  leader = await signInPerson(w, 'igazgatohelyettes');
});
afterAll(() => stopWorld(w));

const path = (from: string, to: string) => `/api/leaders/stats/absences?mettol=${from}&meddig=${to}`;
async function absences(c: Client, from: string, to: string) {
  const res = await c.get(path(from, to));
  expect(res.status).toBe(200);
  return AbsencesAnswer.parse(res.body);
}
const names = (list: { nev: string; tipus_kod: string }[]) => list.map((a) => `${a.nev}:${a.tipus_kod}`);

describe('who is away, day by day', () => {
  it('given requests in every status over a week, lists approved and pending apart, on their days only', async () => {
    const year = 2031;
    const [a, b, c] = [await newTeacher(w), await newTeacher(w), await newTeacher(w)];
    // Monday to Wednesday approved, Thursday pending (final step), Friday pending (preliminary).
    await insertRequest(w, a.user, { status: 'jovahagyva', kezdete: day(2, 0, year), vege: day(2, 2, year) });
    await insertRequest(w, a.user, { status: 'jovahagyasra_var', kezdete: day(2, 3, year), vege: day(2, 3, year) });
    await insertRequest(w, b.user, {
      tipus: 'tappenz',
      status: 'elozetes_jovahagyasra_var',
      kezdete: day(2, 4, year),
      vege: day(2, 4, year),
    });
    // Never absent: a draft, a rejected and a withdrawn request over the whole week.
    for (const status of ['piszkozat', 'elutasitva', 'torolve'] as const)
      await insertRequest(w, c.user, { status, kezdete: day(2, 0, year), vege: day(2, 6, year) });

    const answer = await absences(leader, day(2, 0, year), day(2, 6, year));
    expect(answer.mettol).toBe(day(2, 0, year));
    expect(answer.napok.map((d) => d.datum)).toEqual([0, 1, 2, 3, 4, 5, 6].map((o) => day(2, o, year)));
    const [mon, tue, wed, thu, fri, sat, sun] = answer.napok;
    for (const d of [mon!, tue!, wed!]) {
      expect(names(d.jovahagyott)).toEqual([`${a.user.nev}:rendes_szabadsag`]);
      expect(d.fuggo).toEqual([]);
    }
    expect(mon!.jovahagyott[0]).toMatchObject({
      user_id: a.user.user_id,
      kezdete: day(2, 0, year),
      vege: day(2, 2, year),
    });
    expect(thu!.jovahagyott).toEqual([]);
    expect(names(thu!.fuggo)).toEqual([`${a.user.nev}:rendes_szabadsag`]);
    expect(names(fri!.fuggo)).toEqual([`${b.user.nev}:tappenz`]);
    for (const d of [sat!, sun!]) {
      expect(d).toMatchObject({ tipus: 's', munkanap: false, hetvege: true, jovahagyott: [], fuggo: [] });
    }
    expect(mon).toMatchObject({ tipus: 't', munkanap: true, hetvege: false, megjegyzes: null });
    expect(JSON.stringify(answer)).not.toContain(c.user.nev);
  });

  it('given the school calendar, a holiday on a weekday has no names and a working Saturday has them', async () => {
    const year = 2031;
    const t = await newTeacher(w);
    await setDays(w, { [day(5, 2, year)]: 's', [day(5, 5, year)]: 'm' });
    await w.models.CalendarDay.updateOne({ datum: day(5, 2, year) }, { $set: { megjegyzes: 'Nemzeti ünnep' } });
    await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: day(5, 0, year), vege: day(5, 6, year) });

    const answer = await absences(leader, day(5, 0, year), day(5, 6, year));
    const byDate = new Map(answer.napok.map((d) => [d.datum, d]));
    expect(byDate.get(day(5, 2, year))).toMatchObject({
      tipus: 's',
      munkanap: false,
      hetvege: false,
      megjegyzes: 'Nemzeti ünnep',
      jovahagyott: [],
    });
    expect(byDate.get(day(5, 5, year))).toMatchObject({ tipus: 'm', munkanap: true, hetvege: true });
    expect(names(byDate.get(day(5, 5, year))!.jovahagyott)).toEqual([`${t.user.nev}:rendes_szabadsag`]);
    expect(byDate.get(day(5, 6, year))!.jovahagyott).toEqual([]);
    expect(answer.napok.filter((d) => d.jovahagyott.length > 0)).toHaveLength(5);
  });

  it('given a request that started before the range and one across New Year bounds, shows both inside the range', async () => {
    const t = await newTeacher(w);
    const u = await newTeacher(w);
    await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: '2032-12-20', vege: '2032-12-31' });
    await insertRequest(w, u.user, { status: 'jovahagyva', kezdete: '2033-01-03', vege: '2033-01-04' });
    const answer = await absences(leader, '2032-12-29', '2033-01-04');
    const who = (d: string) => answer.napok.find((x) => x.datum === d)!.jovahagyott.map((a) => a.nev);
    expect(who('2032-12-29')).toEqual([t.user.nev]);
    expect(who('2032-12-31')).toEqual([t.user.nev]);
    expect(who('2033-01-03')).toEqual([u.user.nev]);
  });

  it('given several people on one day, lists them by Hungarian name order', async () => {
    const year = 2034;
    const people = [await newTeacher(w), await newTeacher(w), await newTeacher(w)];
    await w.models.User.updateOne({ _id: people[0]!.user._id }, { $set: { nev: 'Zsidó Ödön' } });
    await w.models.User.updateOne({ _id: people[1]!.user._id }, { $set: { nev: 'Ábel Anna' } });
    await w.models.User.updateOne({ _id: people[2]!.user._id }, { $set: { nev: 'Csizmár Béla' } });
    for (const p of people)
      await insertRequest(w, p.user, { status: 'jovahagyva', kezdete: day(1, 1, year), vege: day(1, 1, year) });
    const answer = await absences(leader, day(1, 1, year), day(1, 1, year));
    expect(answer.napok[0]!.jovahagyott.map((a) => a.nev)).toEqual(['Ábel Anna', 'Csizmár Béla', 'Zsidó Ödön']);
  });
});

describe('range validation and permission', () => {
  it('given a missing, malformed, reversed or longer than a month range, answers 400 with the Hungarian reason', async () => {
    const cases: [string, string][] = [
      ['/api/leaders/stats/absences', M.missingRange],
      [path('2031-02-01', ''), M.missingRange],
      [path('2031-02-30', '2031-03-01'), M.invalidDate],
      [path('2031-3-1', '2031-03-02'), M.invalidDate],
      [path('2031-03-10', '2031-03-01'), M.startAfterEnd],
      [path('2031-03-01', '2031-04-01'), M.rangeTooLong],
      [path('2030-01-01', '2031-12-31'), M.rangeTooLong],
    ];
    for (const [url, message] of cases) {
      const res = await leader.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message });
    }
    // 31 days is the longest range allowed.
    expect((await leader.get(path('2031-03-01', addDaysIso('2031-03-01', 30)))).status).toBe(200);
  });

  it('given the principal, answers; a teacher or HR is refused 403 and an anonymous caller 401', async () => {
    const url = path('2031-03-02', '2031-03-08');
    expect((await (await signInPerson(w, 'igazgato')).get(url)).status).toBe(200);
    for (const who of ['tanar', 'hr', 'ketszerepu'] as const) {
      const res = await (await signInPerson(w, who)).get(url);
      expect(res.status, who).toBe(403);
      expect(res.body).toMatchObject({ ok: false });
    }
    const { Client } = await import('../support/client.ts');
    expect((await new Client(w.gw.url).get(url)).status).toBe(401);
  });
});
