// Approval routing at submit (docs/architecture.md "Approval routing"): every type under the
// default table (one step) and under a table with preliminary stages, nobody decides their own
// request, and a later edit of the table does not move requests already waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES, type ApproverRole } from '@tavollet/contract/codes';
import { LEADERS_MESSAGES } from '@tavollet/contract/api/leaders';
import { approverFor, otherLeaderRole } from '@tavollet/contract/domain/approval-routing';
import { startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import {
  later,
  listed,
  setPreliminary,
  signInLeaders,
  submit,
  teacherWithQuota,
  type Leaders,
} from './leaders-fixtures.ts';

let w: World;
let L: Leaders;
beforeAll(async () => {
  w = await startWorld();
  L = await signInLeaders(w);
});
afterAll(() => stopWorld(w));

const routeOf = async (kerelem_id: number) =>
  w.models.LeaveRequest.findOne(
    { kerelem_id },
    { statusz_kod: 1, jovahagyo_szerep: 1, elozetes_jovahagyo_szerep: 1, varakozo_szerep: 1, _id: 0 },
  ).lean();

describe('routing at submit', () => {
  it('under the default table submits every type as jovahagyasra_var waiting for its final approver', async () => {
    const t = await teacherWithQuota(w);
    for (const [i, tipus] of LEAVE_TYPES.entries()) {
      const id = await submit(t, { tipus, mettol: later(i, 0), meddig: later(i, 0) });
      expect(await routeOf(id), tipus).toEqual({
        statusz_kod: 'jovahagyasra_var',
        jovahagyo_szerep: approverFor(tipus),
        elozetes_jovahagyo_szerep: null,
        varakozo_szerep: approverFor(tipus),
      });
    }
  });

  it('under a table with preliminary rows submits every type as elozetes_jovahagyasra_var waiting for the preliminary approver', async () => {
    for (const tipus of LEAVE_TYPES) await setPreliminary(w, tipus, otherLeaderRole(approverFor(tipus)));
    try {
      const t = await teacherWithQuota(w);
      const ids: number[] = [];
      for (const [i, tipus] of LEAVE_TYPES.entries()) {
        const id = await submit(t, { tipus, mettol: later(i, 0), meddig: later(i, 0) });
        ids.push(id);
        const prelim = otherLeaderRole(approverFor(tipus));
        expect(await routeOf(id), tipus).toEqual({
          statusz_kod: 'elozetes_jovahagyasra_var',
          jovahagyo_szerep: approverFor(tipus),
          elozetes_jovahagyo_szerep: prelim,
          varakozo_szerep: prelim,
        });
      }
      // Each waits in the preliminary approver's list only.
      const forDeputy = LEAVE_TYPES.filter((x) => approverFor(x) === 'igazgato').length;
      expect(await listed(L.deputy, 'igazgatohelyettes', ids)).toHaveLength(forDeputy);
      expect(await listed(L.principal, 'igazgato', ids)).toHaveLength(ids.length - forDeputy);
    } finally {
      for (const tipus of LEAVE_TYPES) await setPreliminary(w, tipus, null);
    }
  });

  it("sends a leader's own request to the other leader role, and keeps it out of their own list", async () => {
    const deputyTeacher = await teacherWithQuota(w, ['tanar', 'igazgatohelyettes']);
    const id = await submit(deputyTeacher, { tipus: 'rendes_szabadsag', mettol: later(12, 0), meddig: later(12, 1) });
    expect(await routeOf(id)).toMatchObject({ jovahagyo_szerep: 'igazgato', varakozo_szerep: 'igazgato' });
    expect(await listed(L.principal, 'igazgato', [id])).toEqual([id]);
    expect(await listed(deputyTeacher.client, 'igazgatohelyettes', [id])).toEqual([]);
  });

  it('drops a preliminary stage that would land on the final role, and keeps the table for a holder of both roles', async () => {
    await setPreliminary(w, 'szuloi_szabadsag', 'igazgatohelyettes');
    try {
      // The deputy's own parental leave: the deputy stage moves to the principal, who is final anyway.
      const deputyTeacher = await teacherWithQuota(w, ['tanar', 'igazgatohelyettes']);
      const a = await submit(deputyTeacher, { tipus: 'szuloi_szabadsag', mettol: later(13, 0), meddig: later(13, 0) });
      expect(await routeOf(a)).toEqual({
        statusz_kod: 'jovahagyasra_var',
        jovahagyo_szerep: 'igazgato',
        elozetes_jovahagyo_szerep: null,
        varakozo_szerep: 'igazgato',
      });
      // Both roles: the table's stages stay; another deputy decides, never the requester.
      const both = await teacherWithQuota(w, ['tanar', 'igazgato', 'igazgatohelyettes']);
      const b = await submit(both, { tipus: 'szuloi_szabadsag', mettol: later(14, 0), meddig: later(14, 0) });
      expect(await routeOf(b)).toMatchObject({
        elozetes_jovahagyo_szerep: 'igazgatohelyettes',
        varakozo_szerep: 'igazgatohelyettes',
      });
      expect(await listed(both.client, 'igazgatohelyettes', [b])).toEqual([]);
      expect(await listed(L.deputy, 'igazgatohelyettes', [b])).toEqual([b]);
      const res = await both.client.post('/api/leaders/approve', { szerep: 'igazgatohelyettes', kerelem_id: b });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: LEADERS_MESSAGES.ownRequest });
    } finally {
      await setPreliminary(w, 'szuloi_szabadsag', null);
    }
  });

  it('does not move requests already waiting when the table changes later', async () => {
    const t = await teacherWithQuota(w);
    const id = await submit(t, { tipus: 'hivatalos', mettol: later(15, 0), meddig: later(15, 0) });
    const change = async (final: ApproverRole, prelim: ApproverRole | null) =>
      w.models.ApprovalRoute.updateOne(
        { tipus_kod: 'hivatalos' },
        { $set: { jovahagyo_szerep: final, elozetes_jovahagyo_szerep: prelim } },
      );
    await change('igazgatohelyettes', 'igazgato');
    try {
      expect(await routeOf(id)).toMatchObject({ statusz_kod: 'jovahagyasra_var', varakozo_szerep: 'igazgato' });
      expect(await listed(L.principal, 'igazgato', [id])).toEqual([id]);
      expect((await approve2(id)).status).toBe(200);
    } finally {
      await change('igazgato', null);
    }
  });
});

const approve2 = (kerelem_id: number) => L.principal.post('/api/leaders/approve', { szerep: 'igazgato', kerelem_id });
