// Round trips of a write (docs/architecture.md "Transactions and concurrency"): a teacher's submit
// and a leader's decision each send at most 8 database commands, counted with the driver's command
// monitoring on a real gateway's own connection as `npm run bench` (load.bench.ts) counts them,
// the mails they queue included. Over a network to a replica set each command is a round trip.
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { createModels } from '../../src/db/models.ts';
import { PEOPLE, createPeople } from '../support/fixtures.ts';
import { outbox } from '../support/mail-parts.ts';
import { mailIdle } from '../mail/wait.ts';
import { startTestDb, startTestGateway, type TestDb } from '../support/harness.ts';
import { requestCommand } from '../../bench/support.ts';
import type { World } from '../support/teacher-fixtures.ts';
import {
  approve,
  later,
  reject,
  setPreliminary,
  signInLeaders,
  submit,
  teacherWithQuota,
  type Leaders,
} from '../leaders/leaders-fixtures.ts';

const BOUND = 8;
let w: World;
let db: TestDb;
let connection: mongoose.Connection;
let leaders: Leaders;
let counting = false;
const seen: string[] = [];

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  await db.models.ApprovalRoute.insertMany(
    LEAVE_TYPES.map((t) => ({ tipus_kod: t, jovahagyo_szerep: approverFor(t) })),
  );
  // The gateway's own client, with command monitoring on from the start (every pooled connection reports).
  connection = await mongoose.createConnection(db.uri, { monitorCommands: true, autoIndex: false }).asPromise();
  connection.getClient().on('commandStarted', (e) => {
    const cmd = requestCommand(e);
    if (counting && cmd) seen.push(cmd);
  });
  const gw = await startTestGateway(createModels(connection), { catchUpMs: 5000 });
  w = { db, gw, models: db.models };
  leaders = await signInLeaders(w);
});
afterAll(async () => {
  await w?.gw.stopAll();
  await connection?.close();
  await db?.stop();
});

/** The commands the gateway sent for `call` (name and collection). */
async function commandsOf(call: () => Promise<unknown>): Promise<string[]> {
  seen.length = 0;
  counting = true;
  try {
    await call();
  } finally {
    counting = false;
  }
  return [...seen];
}

/** The mails the gateway sent (its outbox) to `email`. */
async function mailsTo(email: string): Promise<number> {
  await mailIdle(w.gw.services);
  return (await outbox(w.gw.dataDir)).filter((m) => m.includes(`To: ${email}`)).length;
}

describe('database commands of one write', () => {
  it('a submit sends at most 8, its mail to the approver included', async () => {
    // The instance's first mail reads the admin's sender, which it then keeps for 30 s
    // (services/admin/email/mail-sender.ts): another teacher's submit comes first.
    const first = await teacherWithQuota(w);
    await submit(first, { tipus: 'rendes_szabadsag', mettol: later(1, 0), meddig: later(1, 2) });
    const t = await teacherWithQuota(w);
    await t.client.get('/api/auth/me');
    const cmds = await commandsOf(() =>
      submit(t, { tipus: 'rendes_szabadsag', mettol: later(1, 0), meddig: later(1, 2) }),
    );
    expect(cmds).toContain('insert jobs');
    expect(cmds).toContain('commitTransaction 1');
    expect(cmds.length, cmds.join(', ')).toBeLessThanOrEqual(BOUND);
  });

  it('a submit from a draft, a final approval, a rejection and a preliminary yes each send at most 8', async () => {
    const t = await teacherWithQuota(w);
    const draft = await t.client.post<{ kerelem_id: number }>('/api/user/teacher/savedraft', {
      tipus_kod: 'rendes_szabadsag',
      kezdete: later(2, 0),
      vege: later(2, 1),
    });
    expect(draft.status).toBe(200);
    const fromDraft = await commandsOf(async () => {
      const res = await t.client.post('/api/user/teacher/submit', {
        tipus: 'rendes_szabadsag',
        mettol: later(2, 0),
        meddig: later(2, 1),
        kerelem_id: draft.body.kerelem_id,
      });
      expect(res.status).toBe(200);
    });
    const second = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(3, 0), meddig: later(3, 2) });
    await setPreliminary(w, 'halal', 'igazgatohelyettes');
    const third = await submit(t, { tipus: 'halal', mettol: later(4, 0), meddig: later(4, 0) });
    await leaders.deputy.get('/api/auth/me');

    const approval = await commandsOf(async () =>
      expect((await approve(leaders.deputy, 'igazgatohelyettes', draft.body.kerelem_id)).status).toBe(200),
    );
    const rejection = await commandsOf(async () =>
      expect((await reject(leaders.deputy, 'igazgatohelyettes', second, 'Nem.')).status).toBe(200),
    );
    const preliminary = await commandsOf(async () =>
      expect((await approve(leaders.deputy, 'igazgatohelyettes', third)).status).toBe(200),
    );
    await setPreliminary(w, 'halal', null);
    for (const cmds of [fromDraft, approval, rejection, preliminary]) {
      expect(cmds).toContain('insert jobs');
      expect(cmds.length, cmds.join(', ')).toBeLessThanOrEqual(BOUND);
    }
    // The mails the counted commands queued were sent: the requester's two decisions, and the
    // principal's final stage after the deputy's preliminary yes.
    expect(await mailsTo(t.user.email)).toBe(2);
    expect(await mailsTo(PEOPLE.igazgato.email)).toBe(1);
  });
});
