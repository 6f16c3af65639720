// The demo school shows something in every statistics view (docs/architecture.md "Statistics";
// gateway/src/seed/absences.ts): approved and pending absences this week and next, seeded without
// overlapping another live request of the same person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AbsencesAnswer,
  MonthlyAnswer,
  QuotaUsageAnswer,
  StatusSummaryAnswer,
} from '@tavollet/contract/api/leaders-statistics';
import { seedIfEmpty } from '../../src/seed/demo-school.ts';
import { DEMO_PASSWORD } from '../../src/seed/people.ts';
import { Client } from '../support/client.ts';
import { silentLog, startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

// A Wednesday: this week is 2026-11-23 … 29, the next 2026-11-30 … 12-06.
const TODAY = '2026-11-25';
const NOW = new Date('2026-11-25T09:00:00Z');
let db: TestDb;
let gw: TestGateway;
let deputy: Client;

beforeAll(async () => {
  db = await startTestDb();
  expect(await seedIfEmpty(db.models, silentLog, { today: TODAY, now: NOW })).toBe(true);
  gw = await startTestGateway(db.models);
  deputy = new Client(gw.url);
  const login = await deputy.post('/api/auth/login', { email: 'nagy.peter@demo.iskola.hu', password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
});
afterAll(async () => {
  await gw?.stopAll();
  await db?.stop();
});

describe('demo school statistics', () => {
  it('has approved absences today and pending ones apart, in this week and the next', async () => {
    for (const [from, to] of [
      ['2026-11-23', '2026-11-29'],
      ['2026-11-30', '2026-12-06'],
    ] as const) {
      const res = await deputy.get(`/api/leaders/stats/absences?mettol=${from}&meddig=${to}`);
      expect(res.status).toBe(200);
      const { napok } = AbsencesAnswer.parse(res.body);
      expect(
        napok.some((d) => d.jovahagyott.length > 0),
        from,
      ).toBe(true);
      expect(
        napok.some((d) => d.fuggo.length > 0),
        from,
      ).toBe(true);
      if (from === '2026-11-23') expect(napok.find((d) => d.datum === TODAY)!.jovahagyott.length).toBeGreaterThan(0);
    }
    const live = await db.models.LeaveRequest.find({
      statusz_kod: { $in: ['jovahagyva', 'jovahagyasra_var', 'elozetes_jovahagyasra_var'] },
    }).lean();
    for (const r of live) {
      const clash = live.filter(
        (o) => o !== r && String(o.user) === String(r.user) && o.kezdete <= r.vege && o.vege >= r.kezdete,
      );
      expect(clash).toEqual([]);
    }
  });

  it('has figures in the monthly chart, the quota table and the status counts', async () => {
    const monthly = MonthlyAnswer.parse((await deputy.get('/api/leaders/stats/monthly')).body);
    expect(monthly.honapok.reduce((n, m) => n + m.osszesen, 0)).toBeGreaterThan(0);
    const quota = QuotaUsageAnswer.parse((await deputy.get('/api/leaders/stats/quota-usage')).body);
    expect(quota.items.length).toBeGreaterThanOrEqual(30);
    expect(quota.items.some((r) => r.felhasznalt > 0 && r.fuggo > 0)).toBe(true);
    const summary = StatusSummaryAnswer.parse((await deputy.get('/api/leaders/stats/status-summary')).body);
    expect(Object.values(summary.statuszok).every((n) => n > 0)).toBe(true);
    expect(summary.atlagos_dontesi_ido_nap).toBeGreaterThan(0);
  });
});
