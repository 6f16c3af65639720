// Approvals are all-or-nothing and happen once (docs/architecture.md "Transactions and
// concurrency"): two approvals of one request at the same moment, through two gateway instances
// on one database, move the quota exactly once; a failure injected between the status write and
// the quota write (a corrupt quota document makes the quota's $inc fail inside the transaction)
// leaves neither stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Types } from 'mongoose';
import { LEADERS_MESSAGES as M } from '@tavollet/contract/api/leaders';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { startTestGateway, type TestGateway } from '../support/harness.ts';
import { startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import {
  NEXT,
  approve,
  later,
  reject,
  signInLeaders,
  submit,
  teacherWithQuota,
  type Leaders,
} from './leaders-fixtures.ts';

let w: World;
let L: Leaders;
let second: TestGateway;
let deputy2: Client;
beforeAll(async () => {
  w = await startWorld();
  L = await signInLeaders(w);
  // A second instance with its own client connection to the same database.
  second = await startTestGateway((await w.db.connectAgain()).models);
  deputy2 = new Client(second.url);
  await deputy2.post('/api/auth/login', { email: PEOPLE.igazgatohelyettes.email, password: PASSWORD });
});
afterAll(async () => {
  await second?.stopAll();
  await stopWorld(w);
});

const used = async (user: Types.ObjectId) =>
  ((await w.models.Quota.findOne({ user, ev: NEXT }).lean()) as Record<string, unknown> | null)
    ?.rendes_szabadsag_felhasznalt;

describe('two decisions at once', () => {
  it('two parallel approvals on two instances: one wins, the other answers 409, the quota moves once', async () => {
    for (let round = 0; round < 4; round++) {
      const t = await teacherWithQuota(w);
      const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(round, 0), meddig: later(round, 2) });
      const answers = await Promise.all([
        approve(L.deputy, 'igazgatohelyettes', id),
        approve(deputy2, 'igazgatohelyettes', id),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toEqual({ ok: false, message: M.alreadyDecided });
      expect(await used(t.user._id)).toBe(3);
      const doc = (await w.models.LeaveRequest.findOne({ kerelem_id: id }).lean())!;
      expect(doc.history.filter((h) => h.statusz_kod === 'jovahagyva')).toHaveLength(1);
      expect(await w.models.AuditLog.countDocuments({ target: String(id), action: 'leave_request.approved' })).toBe(1);
    }
  });

  it('an approval and a rejection at once: exactly one decision is stored', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(6, 0), meddig: later(6, 0) });
    const answers = await Promise.all([
      approve(L.deputy, 'igazgatohelyettes', id),
      reject(deputy2, 'igazgatohelyettes', id, 'Nem megoldható.'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const doc = (await w.models.LeaveRequest.findOne({ kerelem_id: id }).lean())!;
    expect(doc.history).toHaveLength(2);
    expect(await used(t.user._id)).toBe(doc.statusz_kod === 'jovahagyva' ? 1 : 0);
  });
});

describe('atomicity of approve', () => {
  it('a failure between the status write and the quota write leaves neither stored; the retry then approves once', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(8, 0), meddig: later(8, 1) });
    // Injected failure: a non-numeric felhasznalt makes the quota's $inc fail after the status update ran.
    const quotas = w.db.connection.collection('quotas');
    await quotas.updateOne({ user: t.user._id, ev: NEXT }, { $set: { rendes_szabadsag_felhasznalt: 'sérült' } });
    const before = await w.models.LeaveRequest.findOne({ kerelem_id: id }, { updatedAt: 0 }).lean();

    const res = await approve(L.deputy, 'igazgatohelyettes', id, 'Rendben.');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ ok: false, message: 'Váratlan hiba történt.' });
    expect(await w.models.LeaveRequest.findOne({ kerelem_id: id }, { updatedAt: 0 }).lean()).toEqual(before);
    expect(before).toMatchObject({
      statusz_kod: 'jovahagyasra_var',
      varakozo_szerep: 'igazgatohelyettes',
      dontes_idopont: null,
    });
    expect(await used(t.user._id)).toBe('sérült');
    expect(await w.models.AuditLog.countDocuments({ target: String(id), action: 'leave_request.approved' })).toBe(0);

    await quotas.updateOne({ user: t.user._id, ev: NEXT }, { $set: { rendes_szabadsag_felhasznalt: 0 } });
    expect((await approve(L.deputy, 'igazgatohelyettes', id)).status).toBe(200);
    expect(await used(t.user._id)).toBe(2);
    expect((await w.models.LeaveRequest.findOne({ kerelem_id: id }).lean())!.statusz_kod).toBe('jovahagyva');
  });
});
