// Retryable writes (lsid + txnNumber without a transaction): the same statement sent again, as
// the driver does after a network error, is executed once and answered with the first result.
import net from 'node:net';
import { Long, type Document } from 'bson';
import { MongoClient, type MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './helpers.ts';

type Doc = { _id: string; n?: number; v?: number };

let h: Harness;
let primary: { host: string; port: number };

beforeAll(async () => {
  h = await openHarness('retry');
  const hello = await h.db.admin().command({ hello: 1 });
  const [host, port] = (hello.primary as string).replace(/^\[(.*)\]/, '$1').split(/:(?=\d+$)/);
  primary = { host: host!, port: Number(port) };
});
afterAll(() => h.close());

describe('the same lsid + txnNumber twice', () => {
  // Its own client: txnNumbers set by hand would clash with the driver's counter of a pooled
  // session reused by later operations of the shared client.
  let client: MongoClient;
  beforeAll(async () => {
    client = await new MongoClient(h.uri).connect();
  });
  afterAll(() => client.close());
  const db = () => client.db(h.dbName);
  // txnNumbers only grow across the tests below: the client may hand out the same pooled session.

  it('an upsert with $inc is applied once and answered the same way twice', async () => {
    const session = client.startSession();
    try {
      const cmd = (txn: number): Document => ({
        update: 'counters',
        updates: [{ q: { _id: 'k' }, u: { $inc: { n: 1 } }, upsert: true }],
        txnNumber: Long.fromNumber(txn),
      });
      const first = await db().command(cmd(1), { session });
      const again = await db().command(cmd(1), { session });
      expect(again.n).toBe(first.n);
      expect(again.upserted).toEqual(first.upserted);
      expect((await h.db.collection<Doc>('counters').findOne({ _id: 'k' }))!.n).toBe(1);
      await db().command(cmd(2), { session });
      expect((await h.db.collection<Doc>('counters').findOne({ _id: 'k' }))!.n).toBe(2);
      // An older txnNumber than the session's last is refused (TransactionTooOld).
      const old = await db()
        .command(cmd(1), { session })
        .then(
          () => null,
          (e: unknown) => e as MongoServerError,
        );
      expect(old?.code).toBe(225);
      expect((await h.db.collection<Doc>('counters').findOne({ _id: 'k' }))!.n).toBe(2);
    } finally {
      await session.endSession();
    }
  });

  it('an insert sent twice inserts once, without a duplicate key error', async () => {
    const session = client.startSession();
    try {
      const cmd = { insert: 'once', documents: [{ _id: 1 }, { _id: 2 }], txnNumber: Long.fromNumber(5) };
      expect((await db().command(cmd, { session })).n).toBe(2);
      const again = await db().command(cmd, { session });
      expect(again.n).toBe(2);
      expect(again.writeErrors).toBeUndefined();
      expect(await h.db.collection('once').countDocuments()).toBe(2);
    } finally {
      await session.endSession();
    }
  });

  it('findAndModify retried returns the first answer', async () => {
    await h.db.collection<Doc>('fam').insertOne({ _id: 'q', n: 0 });
    const session = client.startSession();
    try {
      const cmd = {
        findAndModify: 'fam',
        query: { _id: 'q' },
        update: { $inc: { n: 1 } },
        new: true,
        txnNumber: Long.fromNumber(10),
      };
      const first = await db().command(cmd, { session });
      const again = await db().command(cmd, { session });
      expect([first.value.n, again.value.n]).toEqual([1, 1]);
      expect((await h.db.collection<Doc>('fam').findOne({ _id: 'q' }))!.n).toBe(1);
    } finally {
      await session.endSession();
    }
  });
});

/** A TCP proxy that can drop a connection instead of forwarding the answer to a marked request. */
async function startProxy(target: { host: string; port: number }) {
  let marker: Buffer | undefined;
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let marked = false;
    const kill = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (d: Buffer) => {
      if (marker && d.includes(marker)) marked = true;
      upstream.write(d);
    });
    upstream.on('data', (d: Buffer) => {
      if (marked && marker) {
        // The server executed the write; its answer is lost with the connection.
        marker = undefined;
        dropped++;
        kill();
        return;
      }
      client.write(d);
    });
    for (const s of [client, upstream]) {
      s.on('error', kill);
      s.on('close', kill);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    dropAnswerTo(text: string) {
      marker = Buffer.from(text);
    },
    get dropped() {
      return dropped;
    },
    close: () =>
      new Promise<void>((r) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => r());
      }),
  };
}

describe('the driver retries after a dropped connection', () => {
  it('insertOne and an $inc are applied once although the answer was lost', async () => {
    const proxy = await startProxy(primary);
    const creds = /^mongodb:\/\/([^@/]*@)/.exec(h.uri)?.[1] ?? '';
    const client = await new MongoClient(`mongodb://${creds}127.0.0.1:${proxy.port}/?directConnection=true`, {
      retryWrites: true,
    }).connect();
    try {
      const c = client.db(h.dbName).collection<Doc>('retry_me_insert');
      proxy.dropAnswerTo('retry_me_insert');
      const res = await c.insertOne({ _id: 'once', v: 1 });
      expect(res.insertedId).toBe('once');
      expect(proxy.dropped).toBe(1);
      expect(await c.countDocuments()).toBe(1);

      const k = client.db(h.dbName).collection<Doc>('retry_me_inc');
      await k.insertOne({ _id: 'k', n: 0 });
      proxy.dropAnswerTo('retry_me_inc');
      const upd = await k.updateOne({ _id: 'k' }, { $inc: { n: 1 } });
      expect(upd.modifiedCount).toBe(1);
      expect(proxy.dropped).toBe(2);
      expect((await k.findOne({ _id: 'k' }))!.n).toBe(1);
    } finally {
      await client.close();
      await proxy.close();
    }
  });
});
