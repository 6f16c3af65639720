// The demo school's routing (docs/architecture.md "Approval routing"): parental leave has a
// preliminary stage (the deputy, then the principal), and the seeded requests agree with the
// table: only that type waits for a preliminary approval, every pending request waits for the
// right role, and the leaders' lists show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import { PendingAnswer } from '@tavollet/contract/api/leaders';
import { reseed } from '../../src/seed/demo-school.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../../src/seed/people.ts';
import { Client } from '../support/client.ts';
import { silentLog, startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

let db: TestDb;
let gw: TestGateway;
beforeAll(async () => {
  db = await startTestDb();
  await reseed(db.models, silentLog);
  gw = await startTestGateway(db.models);
});
afterAll(async () => {
  await gw?.stopAll();
  await db?.stop();
});

describe('the demo routing', () => {
  it('has one preliminary stage: parental leave, the deputy first', async () => {
    const rows = await db.models.ApprovalRoute.find().lean();
    expect(rows).toHaveLength(LEAVE_TYPES.length);
    const prelim = rows.filter((r) => r.elozetes_jovahagyo_szerep);
    expect(prelim.map((r) => [r.tipus_kod, r.elozetes_jovahagyo_szerep, r.jovahagyo_szerep])).toEqual([
      ['szuloi_szabadsag', 'igazgatohelyettes', 'igazgato'],
    ]);
  });

  it('stores requests consistent with the table: the right stage and the role each one waits for', async () => {
    const requests = await db.models.LeaveRequest.find().lean();
    const preliminary = requests.filter((r) => r.statusz_kod === 'elozetes_jovahagyasra_var');
    expect(preliminary.length).toBeGreaterThanOrEqual(3);
    for (const r of requests) {
      const id = `${r.kerelem_id} ${r.tipus_kod} ${r.statusz_kod}`;
      if (r.statusz_kod === 'piszkozat') continue;
      const parental = r.tipus_kod === 'szuloi_szabadsag';
      expect(r.elozetes_jovahagyo_szerep, id).toBe(parental ? 'igazgatohelyettes' : null);
      expect(r.history[0]!.statusz_kod, id).toBe(parental ? 'elozetes_jovahagyasra_var' : 'jovahagyasra_var');
      const waiting =
        r.statusz_kod === 'elozetes_jovahagyasra_var'
          ? r.elozetes_jovahagyo_szerep
          : r.statusz_kod === 'jovahagyasra_var'
            ? r.jovahagyo_szerep
            : null;
      if (r.statusz_kod !== 'torolve') expect(r.varakozo_szerep ?? null, id).toBe(waiting);
      if (parental && ['jovahagyasra_var', 'jovahagyva', 'elutasitva'].includes(r.statusz_kod))
        expect(r.history.map((h) => h.statusz_kod).slice(0, 2), id).toEqual([
          'elozetes_jovahagyasra_var',
          'jovahagyasra_var',
        ]);
    }
  });

  it("shows the preliminary requests in the deputy's list and not in the principal's", async () => {
    const list = async (login: string, szerep: string) => {
      const c = new Client(gw.url);
      expect(
        (await c.post('/api/auth/login', { email: `${login}@${DEMO_DOMAIN}`, password: DEMO_PASSWORD })).status,
      ).toBe(200);
      return PendingAnswer.parse((await c.get(`/api/leaders/pending?szerep=${szerep}`)).body).items;
    };
    const deputy = await list('nagy.peter', 'igazgatohelyettes');
    const principal = await list('szabo.katalin', 'igazgato');
    const waiting = await db.models.LeaveRequest.countDocuments({
      statusz_kod: { $in: ['elozetes_jovahagyasra_var', 'jovahagyasra_var'] },
    });
    expect(deputy.length + principal.length).toBe(waiting);
    expect(deputy.filter((r) => r.stage === 'elozetes').length).toBeGreaterThanOrEqual(3);
    expect(principal.filter((r) => r.stage === 'elozetes')).toEqual([]);
    expect(
      deputy.some((r) => r.letrehozo_nev === 'Nagy Péter') || principal.some((r) => r.letrehozo_nev === 'Nagy Péter'),
    ).toBe(true);
  });
});
