// Two submits at once (docs/architecture.md "Transactions and concurrency"): the overlap and quota checks run
// under a per-person lock in MongoDB, so they hold across two gateway instances on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { startTestGateway, type TestGateway } from '../support/harness.ts';
import { day, newTeacher, requestsOf, setQuota, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';

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

const locks = () => w.models.LeaveRequest.db.db!.collection<{ _id: string; owner: string; expiresAt: Date }>('locks');

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
      expect(([a, b].find((r) => r.status === 409)!.body as { message: string }).message).toBe(M.overlap);
      expect(await requestsOf(w, t.user)).toHaveLength(1);
    }
    expect(await locks().countDocuments()).toBe(0);
  });

  it('given five identical submits at once, exactly one is stored', async () => {
    const t = await newTeacher(w);
    const clients = [t.client, t.client.withBase(gw2.url)];
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => clients[i % 2]!.post('/api/user/teacher/submit', { tipus: 'tappenz', mettol: day(2, 0), meddig: day(2, 0) })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await requestsOf(w, t.user)).toHaveLength(1);
  });

  it('given two submits that each fit the quota but not together, exactly one succeeds', async () => {
    const t = await newTeacher(w);
    await setQuota(w, t.user, { rendes_szabadsag_keret: 3 });
    const [a, b] = await Promise.all([
      t.client.post('/api/user/teacher/submit', { tipus: 'rendes_szabadsag', mettol: day(3, 0), meddig: day(3, 1) }),
      t.client.withBase(gw2.url).post('/api/user/teacher/submit', { tipus: 'rendes_szabadsag', mettol: day(4, 0), meddig: day(4, 1) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toEqual({ ok: false, message: M.quotaExceeded, details: { remaining: 1, requested: 2 } });
  });

  it('different teachers do not wait for each other, and a lock left by a crashed instance only holds until it expires', async () => {
    const t = await newTeacher(w);
    const stranger = await newTeacher(w);
    await locks().insertOne({ _id: `leave_requests:${stranger.user._id.toHexString()}`, owner: 'crashed', expiresAt: new Date(Date.now() + 60_000) });
    expect((await t.client.post('/api/user/teacher/submit', { tipus: 'tappenz', mettol: day(5, 0), meddig: day(5, 0) })).status).toBe(200);

    const expiresAt = new Date(Date.now() + 1200);
    await locks().insertOne({ _id: `leave_requests:${t.user._id.toHexString()}`, owner: 'crashed', expiresAt });
    const res = await t.client.withBase(gw2.url).post('/api/user/teacher/submit', { tipus: 'tappenz', mettol: day(6, 0), meddig: day(6, 0) });
    expect(res.status).toBe(200);
    // Written only after the crashed holder's lock ran out.
    const stored = await w.models.LeaveRequest.findOne({ kerelem_id: (res.body as { kerelem_id: number }).kerelem_id }).lean();
    expect(stored!.letrehozva.getTime()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(await locks().countDocuments({ _id: `leave_requests:${t.user._id.toHexString()}` })).toBe(0);
    await locks().deleteMany({});
  });
});
