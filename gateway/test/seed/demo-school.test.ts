// The demo school (docs/architecture.md "Data model"): people, calendar, quotas and requests in every
// status; deterministic and seeded only into an empty database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES, STATUSES, type DayType } from '@tavollet/contract/codes';
import { countWorkingDays, lookupFromMap } from '@tavollet/contract/domain/working-days';
import { approverFor, otherLeaderRole } from '@tavollet/contract/domain/approval-routing';
import { isUrgent } from '@tavollet/contract/domain/urgent';
import { verifyPassword } from '../../src/auth/passwords.ts';
import { reseed, seedIfEmpty } from '../../src/seed/demo-school.ts';
import { DEMO_PASSWORD } from '../../src/seed/people.ts';
import { Client } from '../support/client.ts';
import { silentLog, startTestDb, startTestGateway, type TestDb } from '../support/harness.ts';

const TODAY = '2026-11-22';
const NOW = new Date('2026-11-22T10:00:00Z');
let db: TestDb;

beforeAll(async () => {
  db = await startTestDb();
  expect(await seedIfEmpty(db.models, silentLog, { today: TODAY, now: NOW })).toBe(true);
});
afterAll(async () => {
  await db?.stop();
});

describe('demo school', () => {
  it('has an admin, a principal, a deputy, HR, a two-role person and 30 teachers, all with the demo password', async () => {
    const users = await db.models.User.find().lean();
    const withRole = (r: string) => users.filter((u) => u.szerepkorok.includes(r as never));
    expect(await db.models.Admin.countDocuments({ email: 'admin@demo.iskola.hu' })).toBe(1);
    expect(withRole('igazgato')).toHaveLength(1);
    expect(withRole('igazgatohelyettes')).toHaveLength(1);
    expect(withRole('hr').length).toBe(2);
    expect(users.filter((u) => u.szerepkorok.length === 2)).toHaveLength(1);
    expect(users.filter((u) => u.szerepkorok.length === 1 && u.szerepkorok[0] === 'tanar')).toHaveLength(30);
    expect(users.find((u) => u.email === 'kovacs.anna@demo.iskola.hu')?.nev).toBe('Kovács Anna');
    for (const u of users) expect(u.oktatasi_azonosito).toMatch(/^7\d{10}$/);
    expect(new Set(users.map((u) => u.oktatasi_azonosito)).size).toBe(users.length);
    expect(await verifyPassword(users[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('has the calendar of this school year and the next with holidays, breaks and a working Saturday', async () => {
    const days = new Map((await db.models.CalendarDay.find().lean()).map((d) => [d.datum, d]));
    expect(days.has('2026-09-01') && days.has('2027-06-30') && days.has('2027-09-01') && days.has('2028-06-30')).toBe(
      true,
    );
    expect(days.has('2027-07-15')).toBe(false);
    const type = (d: string) => days.get(d)?.tipus;
    expect(type('2026-09-01')).toBe('t');
    expect(type('2026-10-23')).toBe('s'); // nemzeti ünnep
    expect(days.get('2026-10-23')?.megjegyzes).toMatch(/október 23/);
    expect(type('2026-10-27')).toBe('m'); // őszi szünet
    expect(days.get('2026-10-27')?.megjegyzes).toBe('Őszi szünet');
    expect(type('2026-12-25')).toBe('s');
    expect(type('2026-12-29')).toBe('m'); // téli szünet
    expect(type('2027-03-26')).toBe('s'); // nagypéntek
    expect(type('2027-03-29')).toBe('s'); // húsvéthétfő
    expect(type('2027-03-30')).toBe('m'); // tavaszi szünet
    expect(type('2027-05-17')).toBe('s'); // pünkösdhétfő
    expect(type('2026-11-21')).toBe('s'); // szombat
    const saturdays = [...days.values()].filter(
      (d) => new Date(`${d.datum}T12:00:00Z`).getUTCDay() === 6 && d.tipus === 'm',
    );
    expect(saturdays.length).toBeGreaterThanOrEqual(2);
    expect(await db.models.ActivePeriod.findById('active').lean()).toMatchObject({
      megnyitva_tol: '2026-09-01',
      megnyitva_ig: '2027-06-30',
    });
  });

  it('has about 60 requests in every status, routed by the table, with working days from the calendar', async () => {
    const requests = await db.models.LeaveRequest.find().lean();
    expect(requests.length).toBeGreaterThanOrEqual(55);
    for (const s of STATUSES)
      expect(
        requests.some((r) => r.statusz_kod === s),
        s,
      ).toBe(true);
    // Every type filter of the HR screen finds a submitted request.
    for (const t of LEAVE_TYPES)
      expect(
        requests.some((r) => r.tipus_kod === t && r.statusz_kod !== 'piszkozat'),
        t,
      ).toBe(true);
    const map = new Map<string, DayType>(
      (await db.models.CalendarDay.find().lean()).map((d) => [d.datum, d.tipus as DayType]),
    );
    const roles = new Map((await db.models.User.find().lean()).map((u) => [u._id.toHexString(), u.szerepkorok]));
    /** The table's role, or the other leader's when the requester or the filer holds it. */
    const approverOf = (r: (typeof requests)[number]): string => {
      const held = [r.user, r.letrehozo?.id].flatMap((id) => (id ? (roles.get(id.toHexString()) ?? []) : []));
      const table = approverFor(r.tipus_kod);
      return held.includes(table) ? otherLeaderRole(table) : table;
    };
    for (const r of requests) {
      expect(r.munkanapok_szama).toBe(countWorkingDays(r.kezdete, r.vege, lookupFromMap(map)));
      expect(r.munkanapok_szama).toBeGreaterThan(0);
      if (r.statusz_kod !== 'piszkozat') expect(r.jovahagyo_szerep).toBe(approverOf(r));
      expect(r.letrehozva.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(r.history.length).toBeGreaterThanOrEqual(1);
      expect(r.history.at(-1)!.statusz_kod).toBe(r.statusz_kod);
    }
    const pending = requests.filter(
      (r) => r.statusz_kod === 'jovahagyasra_var' || r.statusz_kod === 'elozetes_jovahagyasra_var',
    );
    expect(pending.filter((r) => isUrgent(r.kezdete, TODAY)).length).toBeGreaterThanOrEqual(3);
    const decided = requests.filter((r) => r.statusz_kod === 'jovahagyva' || r.statusz_kod === 'elutasitva');
    for (const r of decided) {
      expect(r.dontest_hozta).toBeTruthy();
      expect(r.dontes_idopont!.getTime()).toBeGreaterThan(r.letrehozva.getTime());
      expect(r.dontes_idopont!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    // Asked before the first day (sick pay is recorded on the day); far-future ones recently.
    for (const r of requests) expect(r.letrehozva.toISOString().slice(0, 10) <= r.kezdete).toBe(true);
    const createdToday = requests.filter((r) => r.letrehozva.toISOString().slice(0, 10) === TODAY);
    expect(createdToday.length).toBeLessThan(10);
    expect(new Set(requests.map((r) => r.kerelem_id)).size).toBe(requests.length);
    // No one has two live requests on the same day.
    const live = requests.filter((r) => r.statusz_kod !== 'elutasitva' && r.statusz_kod !== 'torolve');
    for (const r of live) {
      const clash = live.filter(
        (o) => o !== r && String(o.user) === String(r.user) && o.kezdete <= r.vege && o.vege >= r.kezdete,
      );
      expect(clash).toEqual([]);
    }
  });

  it('has quotas for everyone for this year and the next, with approved days counted as used', async () => {
    const users = await db.models.User.countDocuments();
    expect(await db.models.Quota.countDocuments({ ev: 2026 })).toBe(users);
    expect(await db.models.Quota.countDocuments({ ev: 2027 })).toBe(users);
    const q = (await db.models.Quota.find({ ev: 2027 }).lean()) as unknown as Record<string, number>[];
    const approved2027 = await db.models.LeaveRequest.find({
      ev: 2027,
      statusz_kod: 'jovahagyva',
      tipus_kod: 'rendes_szabadsag',
    }).lean();
    const used = q.reduce((n, row) => n + row.rendes_szabadsag_felhasznalt!, 0);
    expect(used).toBe(approved2027.reduce((n, r) => n + r.munkanapok_szama, 0));
    for (const row of q) expect(row.rendes_szabadsag_keret).toBeGreaterThan(0);
  });

  it('seeds the approval routing table with the architecture default', async () => {
    const rows = await db.models.ApprovalRoute.find().lean();
    const table = Object.fromEntries(rows.map((r) => [r.tipus_kod, r.jovahagyo_szerep]));
    expect(table.rendes_szabadsag).toBe('igazgatohelyettes');
    expect(table.gyermek_utan_jaro_potszabadsag).toBe('igazgatohelyettes');
    expect(table.szuloi_szabadsag).toBe('igazgato');
    expect(table.tappenz).toBe('igazgato');
    expect(rows).toHaveLength(10);
  });

  it('is not seeded twice, and a reseed gives the same school (deterministic)', async () => {
    expect(await seedIfEmpty(db.models, silentLog, { today: TODAY, now: NOW })).toBe(false);
    const snapshot = async () =>
      (await db.models.LeaveRequest.find().sort({ kerelem_id: 1 }).lean()).map((r) =>
        [r.kerelem_id, r.tipus_kod, r.statusz_kod, r.kezdete, r.vege, r.munkanapok_szama].join('|'),
      );
    const first = await snapshot();
    const oms = (await db.models.User.find().sort({ user_id: 1 }).lean()).map((u) => u.oktatasi_azonosito);
    await reseed(db.models, silentLog, { today: TODAY, now: NOW });
    expect(await snapshot()).toEqual(first);
    expect((await db.models.User.find().sort({ user_id: 1 }).lean()).map((u) => u.oktatasi_azonosito)).toEqual(oms);
    expect(await db.models.User.countDocuments()).toBe(34);
  });

  it('the demo logins work over HTTP', async () => {
    const gw = await startTestGateway(db.models);
    try {
      const staff = await new Client(gw.url).post('/api/auth/login', {
        email: 'kiss.gabor@demo.iskola.hu',
        password: DEMO_PASSWORD,
      });
      expect(staff.body).toMatchObject({ ok: true, user: { szerepkorok: ['tanar', 'hr'] } });
      const admin = await new Client(gw.url).post('/api/auth/admin/login', {
        email: 'admin@demo.iskola.hu',
        password: DEMO_PASSWORD,
      });
      expect(admin.status).toBe(200);
    } finally {
      await gw.stopAll();
    }
  });

  it('given a seed that fails midway, nothing of it is stored and the next start seeds the whole school', async () => {
    const empty = await startTestDb();
    try {
      // A stray request holding a kerelem_id the seed will reserve makes its request insert fail
      // after the calendar, the people and the claim were written in the same transaction.
      await empty.models.LeaveRequest.collection.insertOne({ kerelem_id: 30 });
      await expect(seedIfEmpty(empty.models, silentLog, { today: TODAY, now: NOW })).rejects.toMatchObject({
        code: 11000,
      });
      expect(await empty.models.User.countDocuments()).toBe(0);
      expect(await empty.models.Admin.countDocuments()).toBe(0);
      expect(await empty.models.CalendarDay.countDocuments()).toBe(0);
      expect(await empty.models.Setting.countDocuments({ _id: 'demo_seed' })).toBe(0);
      expect(await empty.models.Counter.countDocuments()).toBe(0);

      await empty.models.LeaveRequest.deleteMany({});
      expect(await seedIfEmpty(empty.models, silentLog, { today: TODAY, now: NOW })).toBe(true);
      expect(await empty.models.User.countDocuments()).toBe(34);
    } finally {
      await empty.stop();
    }
  });
});

describe('demo logins as printed', () => {
  it('name the gateway address when known, and only paths with a hint when not (the seed command)', async () => {
    const { demoLoginLines } = await import('../../src/seed/logins.ts');
    const known = demoLoginLines('http://localhost:3000', true).join('\n');
    expect(known).toContain('http://localhost:3000/admin');
    expect(known).not.toContain(':8080');
    const unknown = demoLoginLines(null, true);
    expect(unknown.join('\n')).not.toContain('http://localhost:8080/');
    expect(unknown.some((l) => l.includes('npm start'))).toBe(true);
  });
});
