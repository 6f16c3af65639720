// The submit service without HTTP (docs/architecture.md "Services, actors and domain errors"):
// the person whose leave it is and the actor are separate, as the deputy's request on a
// teacher's behalf (staff-area.md §6 "igazgatohelyettes") and imports will call it. Refusals
// are domain errors, not HTTP answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { SYSTEM, userActor } from '../../src/domain/actor.ts';
import { Conflict, NotFound, Refused } from '../../src/domain/errors.ts';
import { submitRequest } from '../../src/services/teacher/submit.ts';
import { PEOPLE } from '../support/fixtures.ts';
import {
  day,
  insertRequest,
  newTeacher,
  requestsOf,
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

const deputy = async () =>
  userActor((await w.models.User.findOne({ email: PEOPLE.igazgatohelyettes.email }))!, '10.0.0.7');

describe('submitting for someone else', () => {
  it("given the deputy as actor, stores the teacher's request created by the deputy, with the deputy in the history and the audit log", async () => {
    const t = await newTeacher(w);
    const actor = await deputy();
    const kerelem_id = await submitRequest(w.gw.services, actor, {
      forUser: t.user._id,
      tipus: 'tappenz',
      mettol: day(2, 0),
      meddig: day(2, 1),
      megjegyzes: null,
    });

    const [stored] = await requestsOf(w, t.user);
    expect(stored).toMatchObject({
      kerelem_id,
      user: t.user._id,
      statusz_kod: 'jovahagyasra_var',
      munkanapok_szama: 2,
    });
    expect(stored!.letrehozo).toEqual({ kind: 'user', id: actor.id });
    expect(stored!.history).toMatchObject([{ statusz_kod: 'jovahagyasra_var', by: actor.id, byKind: 'user' }]);
    const log = await w.models.AuditLog.findOne({
      action: 'leave_request.submitted',
      target: String(kerelem_id),
    }).lean();
    expect(log).toMatchObject({
      actorKind: 'user',
      actor: actor.id,
      ip: '10.0.0.7',
      details: { user: String(t.user._id) },
    });
    // The teacher sees it as their own pending request.
    expect((await t.client.get('/api/user/teacher/history')).body).toMatchObject({
      items: [{ id: kerelem_id, status: 'benyujtva' }],
    });
  });

  it('checks overlap and quota against the person, not the actor, and refuses with domain errors', async () => {
    const t = await newTeacher(w);
    const actor = await deputy();
    await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: day(4, 0), vege: day(4, 4) });
    const input = {
      forUser: t.user._id,
      tipus: 'tappenz' as const,
      mettol: day(4, 2),
      meddig: day(4, 3),
      megjegyzes: null,
    };
    // The deputy reads about the teacher, with the dates of the clashing request.
    const hu = (iso: string) => iso.replaceAll('-', '. ') + '.';
    await expect(submitRequest(w.gw.services, actor, input)).rejects.toSatisfy(
      (e) =>
        e instanceof Conflict &&
        e.message ===
          `Az időszak átfedi ${t.user.nev} egy másik, még élő kérelmét (${hu(day(4, 0))} – ${hu(day(4, 4))}).`,
    );

    await setQuota(w, t.user, { rendes_szabadsag_keret: 1 });
    const tooMuch = { ...input, tipus: 'rendes_szabadsag' as const, mettol: day(6, 0), meddig: day(6, 1) };
    await expect(submitRequest(w.gw.services, actor, tooMuch)).rejects.toMatchObject({
      message: M.quotaExceeded,
      details: { remaining: 1, requested: 2 },
    });

    const weekend = { ...input, mettol: day(7, 5), meddig: day(7, 6) };
    await expect(submitRequest(w.gw.services, actor, weekend)).rejects.toSatisfy(
      (e) => e instanceof Refused && e.reason === 'no_working_day',
    );
    expect(await requestsOf(w, t.user)).toHaveLength(1);
  });

  it("submits a draft only for its own person: another person's draft id is NotFound", async () => {
    const [a, b] = [await newTeacher(w), await newTeacher(w)];
    const draft = await insertRequest(w, a.user, { status: 'piszkozat', kezdete: day(9, 0), vege: day(9, 0) });
    const input = {
      forUser: b.user._id,
      tipus: 'tappenz' as const,
      mettol: day(9, 0),
      meddig: day(9, 0),
      megjegyzes: null,
      kerelem_id: draft,
    };
    await expect(submitRequest(w.gw.services, userActor(b.user, null), input)).rejects.toBeInstanceOf(NotFound);
    expect((await requestsOf(w, a.user))[0]!.statusz_kod).toBe('piszkozat');
  });

  it('given the system as actor (an import), records it as the creator with no person id', async () => {
    const t = await newTeacher(w);
    const kerelem_id = await submitRequest(w.gw.services, SYSTEM, {
      forUser: t.user._id,
      tipus: 'hivatalos',
      mettol: day(11, 0),
      meddig: day(11, 0),
      megjegyzes: null,
    });
    const stored = await w.models.LeaveRequest.findOne({ kerelem_id }).lean();
    expect(stored!.letrehozo).toEqual({ kind: 'system', id: null });
    expect(stored!.history).toMatchObject([{ by: null, byKind: 'system' }]);
    expect(await w.models.AuditLog.findOne({ target: String(kerelem_id) }).lean()).toMatchObject({
      actorKind: 'system',
      actor: null,
    });
  });
});
