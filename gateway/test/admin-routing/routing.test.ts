// GET /api/admin/getapprovalrouting and PATCH /api/admin/updateapprovalrouting (docs/architecture.md
// "Approval routing", "Admin: approval routing"): every type listed with its stored row or the
// default, an edit that sends new submits of a type to the other leader while an earlier request
// keeps its route, a preliminary stage added by the admin, bad payloads 400 changing nothing, staff
// refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import { ADMIN_ROUTING_MESSAGES as M, ApprovalRoutingAnswer } from '@tavollet/contract/api/admin-routing';
import { PendingAnswer } from '@tavollet/contract/api/leaders';
import { Client } from '../support/client.ts';
import {
  day,
  newTeacher,
  setQuota,
  signInPerson,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';
import { adminClient } from '../admin-users/users-support.ts';

let w: World;
let admin: Client;
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
});
afterAll(() => stopWorld(w));

const PATCH = (c: Client, json: unknown) => c.request('PATCH', '/api/admin/updateapprovalrouting', { json });

async function table(c: Client = admin) {
  const res = await c.get('/api/admin/getapprovalrouting');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ApprovalRoutingAnswer.parse(res.body).rows;
}

async function pendingIds(role: 'igazgato' | 'igazgatohelyettes'): Promise<number[]> {
  const leader = await signInPerson(w, role);
  const res = await leader.get(`/api/leaders/pending?szerep=${role}`);
  expect(res.status).toBe(200);
  return PendingAnswer.parse(res.body).items.map((i) => i.kerelem_id);
}

describe('getapprovalrouting', () => {
  it('lists every leave type in order, a type without a stored row showing the default, flagged', async () => {
    await w.models.ApprovalRoute.deleteOne({ tipus_kod: 'hivatalos' });
    const rows = await table();
    expect(rows.map((r) => r.tipus_kod)).toEqual([...LEAVE_TYPES]);
    expect(rows.find((r) => r.tipus_kod === 'rendes_szabadsag')).toEqual({
      tipus_kod: 'rendes_szabadsag',
      jovahagyo_szerep: 'igazgatohelyettes',
      elozetes_jovahagyo_szerep: null,
      alapertelmezett: false,
    });
    expect(rows.find((r) => r.tipus_kod === 'hivatalos')).toEqual({
      tipus_kod: 'hivatalos',
      jovahagyo_szerep: 'igazgato',
      elozetes_jovahagyo_szerep: null,
      alapertelmezett: true,
    });
  });
});

describe('updateapprovalrouting', () => {
  it('sends a new submit of the type to the other leader; the request submitted before keeps its route', async () => {
    const t = await newTeacher(w);
    const submit = (week: number) =>
      t.client.post('/api/user/teacher/submit', {
        tipus: 'gyermek_utan_jaro_potszabadsag',
        mettol: day(week, 0),
        meddig: day(week, 0),
      });
    await setQuota(w, t.user, { gyermek_utan_jaro_potszabadsag_keret: 10 });
    const before = await submit(5);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const earlier = before.body.kerelem_id as number;
    expect(await pendingIds('igazgatohelyettes')).toContain(earlier);

    const res = await PATCH(admin, {
      rows: [
        { tipus_kod: 'gyermek_utan_jaro_potszabadsag', jovahagyo_szerep: 'igazgato', elozetes_jovahagyo_szerep: null },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = ApprovalRoutingAnswer.parse(res.body);
    expect(answer.message).toBe(M.saved);
    expect(answer.rows.find((r) => r.tipus_kod === 'gyermek_utan_jaro_potszabadsag')).toMatchObject({
      jovahagyo_szerep: 'igazgato',
      alapertelmezett: false,
    });
    expect(await table()).toEqual(answer.rows);

    const after = await submit(6);
    expect(after.status).toBe(200);
    const later = after.body.kerelem_id as number;
    expect(await pendingIds('igazgato')).toContain(later);
    expect(await pendingIds('igazgato')).not.toContain(earlier);
    expect(await pendingIds('igazgatohelyettes')).toContain(earlier);
    expect(await pendingIds('igazgatohelyettes')).not.toContain(later);

    const entry = await w.models.AuditLog.findOne({ action: 'admin.routing_updated' }).sort({ at: -1 }).lean();
    expect(entry!.details).toEqual({
      elotte: { gyermek_utan_jaro_potszabadsag: { vegso: 'igazgatohelyettes', elozetes: null } },
      utana: { gyermek_utan_jaro_potszabadsag: { vegso: 'igazgato', elozetes: null } },
    });
  });

  it('adds a preliminary stage: a new submit waits for the preliminary approver first', async () => {
    const res = await PATCH(admin, {
      rows: [{ tipus_kod: 'hivatalos', jovahagyo_szerep: 'igazgato', elozetes_jovahagyo_szerep: 'igazgatohelyettes' }],
    });
    expect(res.status).toBe(200);
    const t = await newTeacher(w);
    const submit = await t.client.post('/api/user/teacher/submit', {
      tipus: 'hivatalos',
      mettol: day(8, 1),
      meddig: day(8, 1),
    });
    expect(submit.status).toBe(200);
    const stored = await w.models.LeaveRequest.findOne({ kerelem_id: Number(submit.body.kerelem_id) }).lean();
    expect(stored).toMatchObject({
      statusz_kod: 'elozetes_jovahagyasra_var',
      varakozo_szerep: 'igazgatohelyettes',
      jovahagyo_szerep: 'igazgato',
    });
  });

  it('refuses bad payloads with 400 and a Hungarian message, changing nothing', async () => {
    const before = JSON.stringify(await table());
    const row = { tipus_kod: 'halal', jovahagyo_szerep: 'igazgato', elozetes_jovahagyo_szerep: null };
    const cases: [unknown, string][] = [
      [{ rows: [{ ...row, elozetes_jovahagyo_szerep: 'igazgato' }] }, M.samePreliminary],
      [{ rows: [{ ...row, jovahagyo_szerep: 'tanar' }] }, M.badRole],
      [{ rows: [{ ...row, tipus_kod: 'nyaralas' }] }, M.badType],
      [{ rows: [row, row] }, M.duplicateType],
      [{ rows: [] }, M.noRows],
    ];
    for (const [body, message] of cases) {
      const res = await PATCH(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await PATCH(admin, { rows: [{ ...row, extra: 1 }] })).status).toBe(400);
    expect((await PATCH(admin, { rows: [row], mas: 1 })).status).toBe(400);
    expect(JSON.stringify(await table())).toBe(before);
  });

  it('refuses staff cookies and anonymous callers (401) on both calls', async () => {
    const body = { rows: [{ tipus_kod: 'halal', jovahagyo_szerep: 'igazgatohelyettes' }] };
    for (const c of [new Client(w.gw.url), await signInPerson(w, 'igazgato'), await signInPerson(w, 'hr')]) {
      expect((await c.get('/api/admin/getapprovalrouting')).status).toBe(401);
      expect((await PATCH(c, body)).status).toBe(401);
    }
    expect((await table()).find((r) => r.tipus_kod === 'halal')!.jovahagyo_szerep).toBe('igazgato');
  });
});
