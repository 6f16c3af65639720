// The demo school seeded on any day (docs/architecture.md "Data model"): the README's example teacher
// has a request of every status and a draft in the current school year, the principal and the
// deputy each have requests waiting for them, HR sees approved ones, and every request keeps the
// seed's rules (working days from the calendar, never created or decided in the future, no two
// live requests of one person on the same day, no request crossing New Year).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUSES, type DayType } from '@tavollet/contract/codes';
import { HistoryAnswer } from '@tavollet/contract/api/teacher';
import { PendingAnswer } from '@tavollet/contract/api/leaders';
import { schoolYearOf } from '@tavollet/contract/domain/budapest-today';
import { countWorkingDays, lookupFromMap } from '@tavollet/contract/domain/working-days';
import { reseed } from '../../src/seed/demo-school.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD, EXAMPLE_TEACHER } from '../../src/seed/people.ts';
import { Client } from '../support/client.ts';
import { silentLog, startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

/** A Saturday, the first school day, the summer break, New Year's Eve, a Sunday in spring. */
const DAYS = ['2026-11-28', '2027-09-01', '2027-07-20', '2026-12-31', '2027-04-11'];

let db: TestDb;
let gw: TestGateway;
beforeAll(async () => {
  db = await startTestDb();
  gw = await startTestGateway(db.models);
});
afterAll(async () => {
  await gw?.stopAll();
  await db?.stop();
});

async function signIn(login: string): Promise<Client> {
  const c = new Client(gw.url);
  const res = await c.post('/api/auth/login', { email: `${login}@${DEMO_DOMAIN}`, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`${login}: login ${res.status}`);
  return c;
}

describe.each(DAYS)('the demo school seeded on %s', (today) => {
  const now = new Date(`${today}T09:00:00Z`);
  beforeAll(async () => {
    await reseed(db.models, silentLog, { today, now });
  }, 60_000);

  it('gives the example teacher a request of every status and a draft, all in the current school year', async () => {
    const anna = (await db.models.User.findOne({ felhasznalonev: EXAMPLE_TEACHER }).lean())!;
    const own = await db.models.LeaveRequest.find({ user: anna._id }).lean();
    for (const s of ['jovahagyva', 'elutasitva', 'torolve', 'jovahagyasra_var', 'piszkozat'] as const)
      expect(
        own.some((r) => r.statusz_kod === s),
        s,
      ).toBe(true);
    for (const r of own) expect(schoolYearOf(r.kezdete), `${r.kezdete} on ${today}`).toBe(schoolYearOf(today));

    // Her history screen's status filter finds each (over HTTP, as the screen asks).
    const c = await signIn(EXAMPLE_TEACHER);
    for (const statusz of ['benyujtva', 'jovahagyva', 'elutasitva', 'visszavonva'] as const) {
      const res = await c.get(`/api/user/teacher/history?statusz=${statusz}`);
      expect(HistoryAnswer.parse(res.body).total, statusz).toBeGreaterThan(0);
    }
  });

  it("has requests waiting in the principal's and the deputy's lists, and approved ones for HR", async () => {
    for (const [login, szerep] of [
      ['szabo.katalin', 'igazgato'],
      ['nagy.peter', 'igazgatohelyettes'],
    ] as const) {
      const c = await signIn(login);
      const res = await c.get(`/api/leaders/pending?szerep=${szerep}`);
      expect(PendingAnswer.parse(res.body).items.length, login).toBeGreaterThan(0);
    }
    expect(await db.models.LeaveRequest.countDocuments({ statusz_kod: 'jovahagyva' })).toBeGreaterThan(5);
  });

  it('keeps every request to the seed rules', async () => {
    const requests = await db.models.LeaveRequest.find().lean();
    for (const s of STATUSES)
      expect(
        requests.some((r) => r.statusz_kod === s),
        s,
      ).toBe(true);
    const days = lookupFromMap(
      new Map<string, DayType>((await db.models.CalendarDay.find().lean()).map((d) => [d.datum, d.tipus as DayType])),
    );
    for (const r of requests) {
      const what = `#${r.kerelem_id} ${r.statusz_kod} ${r.kezdete}–${r.vege}`;
      expect(r.munkanapok_szama, what).toBe(countWorkingDays(r.kezdete, r.vege, days));
      expect(r.munkanapok_szama, what).toBeGreaterThan(0);
      expect(r.kezdete.slice(0, 4), what).toBe(r.vege.slice(0, 4));
      expect(r.letrehozva.getTime(), what).toBeLessThanOrEqual(now.getTime());
      if (r.dontes_idopont) expect(r.dontes_idopont.getTime(), what).toBeLessThanOrEqual(now.getTime());
      expect(r.history.at(-1)!.statusz_kod, what).toBe(r.statusz_kod);
    }
    const live = requests.filter((r) => !['elutasitva', 'torolve', 'piszkozat'].includes(r.statusz_kod));
    for (const r of live) {
      const clash = live.filter(
        (o) => o !== r && String(o.user) === String(r.user) && o.kezdete <= r.vege && o.vege >= r.kezdete,
      );
      expect(
        clash.map((o) => o.kerelem_id),
        `#${r.kerelem_id}`,
      ).toEqual([]);
    }
  });
});
