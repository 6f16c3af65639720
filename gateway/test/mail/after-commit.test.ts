// No notification is lost after a commit:
// gateway A reaches the database through a TCP proxy that the test cuts the moment A's client sees
// the reply to a submit's commitTransaction, so A can send nothing more to the database, as when
// the database drops or A crashes right after a commit. A is then shut down; gateway B, started
// on the same database ("after restart"), sends the approver's mail.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTo } from '../../src/db/connect.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { mailText, outbox } from '../support/mail-parts.ts';
import { silentLog, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { startWorldDb } from '../support/teacher-fixtures.ts';
import { later, teacherWithQuota } from '../leaders/leaders-fixtures.ts';
import { mailIdle } from './wait.ts';

/** A TCP proxy to `target` whose `cut()` drops every connection and refuses new ones. */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let db: TestDb;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
let a: TestGateway | undefined;
let b: TestGateway | undefined;
let closeA: () => Promise<void>;
let cutAfterCommit = false;
const env = { JOBS_LOCK_MS: '2000', JOBS_POLL_MS: '200' };

beforeAll(async () => {
  db = await startWorldDb();
  const direct = new URL(db.uri);
  proxy = await cuttableProxy({ host: direct.hostname, port: Number(direct.port) });
  // Straight to the proxy: without directConnection the driver would follow the replica set's
  // own host list around it.
  const viaProxy = new URL(db.uri);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.searchParams.delete('replicaSet');
  viaProxy.searchParams.set('directConnection', 'true');
  const { connection, models } = await connectTo(viaProxy.toString(), silentLog, { monitorCommands: true });
  connection.getClient().on('commandSucceeded', (e) => {
    if (cutAfterCommit && e.commandName === 'commitTransaction') {
      cutAfterCommit = false;
      proxy.cut();
    }
  });
  closeA = () => connection.close(true);
  a = await startTestGateway(models, { env });
});

afterAll(async () => {
  await b?.stopAll();
  await a?.stopAll().catch(() => undefined);
  await closeA?.().catch(() => undefined);
  await proxy?.close();
  await db?.stop();
});

describe('a notification after a commit', () => {
  it('is sent after a restart when the database is lost right after the commit', async () => {
    const t = await teacherWithQuota({ db, gw: a!, models: db.models });
    cutAfterCommit = true;
    // The answer may be an error (A cannot reach the database any more after the commit).
    await t.client.post('/api/user/teacher/submit', {
      tipus: 'rendes_szabadsag',
      mettol: later(1, 0),
      meddig: later(1, 1),
    });
    expect(cutAfterCommit, 'the commit was seen and the line cut').toBe(false);
    const stored = await db.models.LeaveRequest.findOne({ user: t.user._id }).lean();
    expect(stored?.statusz_kod).toBe('jovahagyasra_var');

    // A goes away without having sent anything; B starts on the same database.
    await a!.stopAll().catch(() => undefined);
    a = undefined;
    b = await startTestGateway(db.models, { env });
    await mailIdle(b.services);
    const mails = (await outbox(b.dataDir)).filter((m) => m.includes(`To: ${PEOPLE.igazgatohelyettes.email}`));
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!)).toContain(`Kérelem: #${stored!.kerelem_id}`);
  });
});
