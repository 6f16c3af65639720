// Two submits at once (docs/architecture.md "Transactions and concurrency"): the overlap and quota checks
// and the insert run in one transaction that first writes the person's serial document, so two
// submits of one person run one after the other, across two gateway instances on one database,
// while different people's submits never wait for each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { startTestGateway, type TestGateway } from '../support/harness.ts';
import {
  day,
  newTeacher,
  requestsOf,
  setQuota,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';

let w: World;
let gw2: TestGateway;
beforeAll(async () => {
  w = await startWorld();
  gw2 = await startTestGateway((await w.db.connectAgain()).models);
});
afterAll(async () => {
  await gw2?.stopAll();
  await stopWorld(w);
});

describe('concurrent submits of one teacher', () => {
  it('given two overlapping submits at once on two instances, exactly one succeeds and the other is refused as overlap', async () => {
    for (let round = 0; round < 6; round++) {
      const t = await newTeacher(w);
      const other = t.client.withBase(gw2.url);
      const [a, b] = await Promise.all([
        t.client.post('/api/user/teacher/submit', { tipus: 'tappenz', mettol: day(1, 0), meddig: day(1, 2) }),
        other.post('/api/user/teacher/submit', { tipus: 'hivatalos', mettol: day(1, 2), meddig: day(1, 4) }),
      ]);
      expect([a.status, b.status].sort(), `round ${round}`).toEqual([200, 409]);
      expect(([a, b].find((r) => r.status === 409)!.body as { message: string }).message).toMatch(
        /^Az időszak átfedi egy másik, még élő kérelmedet \(\d{4}\. \d{2}\. \d{2}\. – /,
      );
      expect(await requestsOf(w, t.user)).toHaveLength(1);
    }
  });

  it('given five identical submits at once, exactly one is stored', async () => {
    const t = await newTeacher(w);
    const clients = [t.client, t.client.withBase(gw2.url)];
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        clients[i % 2]!.post('/api/user/teacher/submit', { tipus: 'tappenz', mettol: day(2, 0), meddig: day(2, 0) }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await requestsOf(w, t.user)).toHaveLength(1);
  });

  it('given two submits that each fit the quota but not together, exactly one succeeds', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 3 });
    const [a, b] = await Promise.all([
      t.client.post('/api/user/teacher/submit', { tipus: 'rendes_szabadsag', mettol: day(3, 0), meddig: day(3, 1) }),
      t.client
        .withBase(gw2.url)
        .post('/api/user/teacher/submit', { tipus: 'rendes_szabadsag', mettol: day(4, 0), meddig: day(4, 1) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toEqual({
      ok: false,
      message: M.quotaExceeded,
      details: { remaining: 1, requested: 2 },
    });
  });

  it("given one teacher's serial held by an open transaction, another teacher's submit passes and the first one's waits for it", async () => {
    const held = await newTeacher(w);
    const free = await newTeacher(w);
    const session = await w.models.LeaveRequest.db.startSession();
    try {
      session.startTransaction();
      await w.models.RequestSerial.updateOne({ _id: held.user._id }, { $inc: { v: 1 } }, { upsert: true, session });
      let heldDone = false;
      const heldSubmit = held.client
        .post('/api/user/teacher/submit', { tipus: 'tappenz', mettol: day(5, 0), meddig: day(5, 0) })
        .then((r) => ((heldDone = true), r));
      const freeAnswer = await free.client.post('/api/user/teacher/submit', {
        tipus: 'tappenz',
        mettol: day(5, 0),
        meddig: day(5, 0),
      });
      expect(freeAnswer.status).toBe(200);
      expect(heldDone).toBe(false);
      expect(await requestsOf(w, held.user)).toHaveLength(0);
      await session.abortTransaction();
      expect((await heldSubmit).status).toBe(200);
      expect(await requestsOf(w, held.user)).toHaveLength(1);
    } finally {
      await session.endSession();
    }
  });

  it('given a refused submit, neither a request nor an audit entry is stored, and the next fitting one stores both', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 1 });
    const audits = () => w.models.AuditLog.countDocuments({ actor: t.user._id, action: 'leave_request.submitted' });
    const res = await t.client.post('/api/user/teacher/submit', {
      tipus: 'rendes_szabadsag',
      mettol: day(7, 0),
      meddig: day(7, 1),
    });
    expect(res.status).toBe(409);
    expect(await requestsOf(w, t.user)).toHaveLength(0);
    expect(await audits()).toBe(0);
    expect(
      (
        await t.client.post('/api/user/teacher/submit', {
          tipus: 'rendes_szabadsag',
          mettol: day(7, 0),
          meddig: day(7, 0),
        })
      ).status,
    ).toBe(200);
    expect(await audits()).toBe(1);
  });
});
