// `npm run seed -- --reset --requests N` (seed/large-school.ts): every generated request awaiting a
// decision carries the route a real submit by the same person gives a request of its type (the
// final and preliminary approvers, the status it opened with, the role it waits for), so the
// leaders' pending lists show every one of them. The school is made harder than the demo: the
// deputy also teaches (his own requests go to the principal) and sick pay has a preliminary stage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_TYPES, type LeaveType } from '@tavollet/contract/codes';
import { PendingAnswer } from '@tavollet/contract/api/leaders';
import { addDaysIso, isoWeekday } from '@tavollet/contract/domain/dates';
import { PENDING_STATUSES } from '../../src/services/leave/request-rules.ts';
import { reseed } from '../../src/seed/demo-school.ts';
import { addLargeSchool } from '../../src/seed/large-school.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../../src/seed/people.ts';
import { Client } from '../support/client.ts';
import { silentLog, startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';

let db: TestDb;
let gw: TestGateway;
let generated: Set<number>;
beforeAll(async () => {
  db = await startTestDb();
  await reseed(db.models, silentLog);
  await db.models.User.updateOne({ email: `nagy.peter@${DEMO_DOMAIN}` }, { $addToSet: { szerepkorok: 'tanar' } });
  await db.models.ApprovalRoute.updateOne(
    { tipus_kod: 'tappenz' },
    { $set: { elozetes_jovahagyo_szerep: 'igazgatohelyettes' } },
  );
  const before = new Set((await db.models.LeaveRequest.find({}, { kerelem_id: 1 }).lean()).map((r) => r.kerelem_id));
  await addLargeSchool(db.models, 600);
  generated = new Set(
    (await db.models.LeaveRequest.find({}, { kerelem_id: 1 }).lean())
      .map((r) => r.kerelem_id)
      .filter((id) => !before.has(id)),
  );
  gw = await startTestGateway(db.models);
}, 60_000);
afterAll(async () => {
  await gw?.stopAll();
  await db?.stop();
});

const signIn = async (email: string) => {
  const c = new Client(gw.url);
  const res = await c.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(res.status, email).toBe(200);
  return c;
};

interface Route {
  jovahagyo_szerep: string | null;
  elozetes_jovahagyo_szerep: string | null;
  statusz_kod: string;
  varakozo_szerep: string | null;
}

describe('generated requests awaiting a decision', () => {
  /** What the real submit stored for each (person, type) of a waiting generated request. */
  const submitted = new Map<string, Route>();
  const key = (user: { toHexString(): string }, tipus: string) => `${user.toHexString()} ${tipus}`;

  it('are routed as the real submit routes a request of the same type by the same person', async () => {
    const waiting = await db.models.LeaveRequest.find({
      kerelem_id: { $in: [...generated] },
      statusz_kod: { $in: [...PENDING_STATUSES] },
    }).lean();
    expect(waiting.length).toBeGreaterThan(50);
    // A year after the seeded calendar: no seeded request overlaps, quotas set large.
    const lastDay = (await db.models.CalendarDay.findOne().sort({ datum: -1 }).lean())!.datum;
    const year = Number(lastDay.slice(0, 4)) + 1;
    const people = await db.models.User.find({ _id: { $in: [...new Set(waiting.map((r) => r.user))] } }).lean();
    const large = Object.fromEntries(QUOTA_TYPES.map((t) => [`${t}_keret`, 400]));
    await db.models.Quota.insertMany(people.map((p) => ({ user: p._id, ev: year, ...large })));
    for (const person of people) {
      const client = await signIn(person.email);
      let day = `${year}-02-01`;
      const types = new Set(waiting.filter((r) => r.user.equals(person._id)).map((r) => r.tipus_kod as LeaveType));
      for (const tipus of types) {
        do day = addDaysIso(day, 1);
        while (isoWeekday(day) > 5);
        const res = await client.post<{ kerelem_id: number }>('/api/user/teacher/submit', {
          tipus,
          mettol: day,
          meddig: day,
          megjegyzes: null,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const real = (await db.models.LeaveRequest.findOne({ kerelem_id: res.body.kerelem_id }).lean())!;
        submitted.set(key(person._id, tipus), {
          jovahagyo_szerep: real.jovahagyo_szerep ?? null,
          elozetes_jovahagyo_szerep: real.elozetes_jovahagyo_szerep ?? null,
          statusz_kod: real.statusz_kod,
          varakozo_szerep: real.varakozo_szerep ?? null,
        });
      }
    }
    for (const r of waiting) {
      const real = submitted.get(key(r.user, r.tipus_kod))!;
      const seeded: Route = {
        jovahagyo_szerep: r.jovahagyo_szerep ?? null,
        elozetes_jovahagyo_szerep: r.elozetes_jovahagyo_szerep ?? null,
        statusz_kod: r.history[0]!.statusz_kod,
        varakozo_szerep: r.varakozo_szerep ?? null,
      };
      // Still at the preliminary stage: waits as submitted; past it: waits for the final approver.
      const expected: Route =
        r.statusz_kod === 'elozetes_jovahagyasra_var' ? real : { ...real, varakozo_szerep: real.jovahagyo_szerep };
      expect(seeded, `${r.kerelem_id} ${r.tipus_kod} ${r.statusz_kod}`).toEqual(expected);
      if (r.statusz_kod === 'elozetes_jovahagyasra_var') expect(real.statusz_kod).toBe('elozetes_jovahagyasra_var');
    }
    // The cases that differ from a plain table look-up were generated and compared.
    const deputy = people.find((p) => p.email === `nagy.peter@${DEMO_DOMAIN}`)!;
    expect(waiting.some((r) => r.user.equals(deputy._id) && r.varakozo_szerep === 'igazgato')).toBe(true);
    expect(waiting.filter((r) => r.statusz_kod === 'elozetes_jovahagyasra_var').length).toBeGreaterThan(5);
    expect(waiting.some((r) => r.tipus_kod === 'tappenz' && r.statusz_kod === 'jovahagyasra_var')).toBe(true);
  }, 120_000);

  it("appear in the leaders' pending lists, each in the list of the role it waits for", async () => {
    expect(submitted.size).toBeGreaterThan(0);
    const all = await db.models.LeaveRequest.find({ statusz_kod: { $in: [...PENDING_STATUSES] } }).lean();
    const leaders = [
      { login: 'szabo.katalin', szerep: 'igazgato' },
      { login: 'nagy.peter', szerep: 'igazgatohelyettes' },
    ] as const;
    for (const { login, szerep } of leaders) {
      const c = await signIn(`${login}@${DEMO_DOMAIN}`);
      const me = (await db.models.User.findOne({ email: `${login}@${DEMO_DOMAIN}` }).lean())!;
      const listed = PendingAnswer.parse((await c.get(`/api/leaders/pending?szerep=${szerep}`)).body).items;
      // Expected from the real submit's route (demo requests: their stored route, checked elsewhere).
      const expected = all
        .filter((r) => !r.user.equals(me._id))
        .filter((r) => {
          const real = generated.has(r.kerelem_id) ? submitted.get(key(r.user, r.tipus_kod)) : undefined;
          const stage = r.statusz_kod === 'elozetes_jovahagyasra_var' ? 'varakozo_szerep' : 'jovahagyo_szerep';
          return (real ? real[stage] : r.varakozo_szerep) === szerep;
        })
        .map((r) => r.kerelem_id)
        .sort((a, b) => a - b);
      expect(listed.map((r) => r.kerelem_id).sort((a, b) => a - b)).toEqual(expected);
    }
  });
});
