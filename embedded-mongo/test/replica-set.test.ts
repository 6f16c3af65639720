// Replica-set identity: the driver sees the primary of a replica set (with `?replicaSet=` and with
// `?directConnection=true`), runs transactions and retryable writes, and monitors it with
// streaming (awaitable) hello without failures or reconnects. The embedded server's standalone
// mode (replicaSet:false) still refuses transactions like a standalone mongod.
import net from 'node:net';
import { BSON, type Document } from 'bson';
import { MongoClient, type ServerHeartbeatFailedEvent, type ServerHeartbeatSucceededEvent } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src/server.ts';
import { NEEDS_EMBEDDED, openHarness, REAL_MONGO, type Harness } from './helpers.ts';

let h: Harness;
let hello: Document;

beforeAll(async () => {
  h = await openHarness('rs');
  hello = await h.db.admin().command({ hello: 1 });
});
afterAll(() => h.close());

/** `uri` with other hosts and/or query options (credentials kept). */
function variant(uri: string, query: string, host?: string): string {
  const m = /^(mongodb:\/\/)([^@/]*@)?([^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!m) throw new Error(`unsupported URI ${uri}`);
  return `${m[1]}${m[2] ?? ''}${host ?? m[3]}/${query ? `?${query}` : ''}`;
}

describe('replica-set identity', () => {
  it('hello describes the primary of a replica set', () => {
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      secondary: false,
      setName: expect.any(String),
      setVersion: expect.anything(),
      ok: 1,
    });
    expect(hello.hosts).toContain(hello.primary);
    expect(hello.me).toBe(hello.primary);
    expect(hello.topologyVersion).toMatchObject({ processId: expect.anything() });
    expect(hello.lastWrite.lastWriteDate).toBeInstanceOf(Date);
    expect(hello.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
  });

  const variants: [string, (u: string) => string, string][] = [
    ['?replicaSet=<name>', (u) => variant(u, `replicaSet=${hello.setName as string}`), 'ReplicaSetWithPrimary'],
    ['?directConnection=true', (u) => variant(u, 'directConnection=true', hello.primary as string), 'Single'],
    ['no option (discovered)', (u) => variant(u, ''), 'ReplicaSetWithPrimary'],
  ];
  for (const [label, uriOf, topology] of variants) {
    it(`${label}: ${topology} topology, transactions and retryable writes work`, async () => {
      const client = new MongoClient(uriOf(h.uri));
      let type = '';
      client.on('topologyDescriptionChanged', (e) => (type = e.newDescription.type));
      await client.connect();
      try {
        const c = client.db(h.dbName).collection<{ _id: string; n: number }>(`variant_${topology}`);
        await c.deleteMany({});
        await client.withSession((session) =>
          session.withTransaction(async () => {
            await c.insertOne({ _id: 'x', n: 1 }, { session });
            await c.insertOne({ _id: 'y', n: 2 }, { session });
          }),
        );
        await c.updateOne({ _id: 'x' }, { $inc: { n: 10 } });
        expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
          { _id: 'x', n: 11 },
          { _id: 'y', n: 2 },
        ]);
        expect(type).toBe(topology);
      } finally {
        await client.close();
      }
    });
  }

  it('the driver monitors it with streaming hello: no failed heartbeats, no reconnects, no spinning', async () => {
    const client = new MongoClient(variant(h.uri, `replicaSet=${hello.setName as string}`), {
      heartbeatFrequencyMS: 500,
    });
    const ok: ServerHeartbeatSucceededEvent[] = [];
    const failed: ServerHeartbeatFailedEvent[] = [];
    const unknown: string[] = [];
    client.on('serverHeartbeatSucceeded', (e) => ok.push(e));
    client.on('serverHeartbeatFailed', (e) => failed.push(e));
    client.on('serverDescriptionChanged', (e) => {
      if (e.newDescription.type === 'Unknown') unknown.push(e.address);
    });
    await client.connect();
    try {
      await client.db(h.dbName).command({ ping: 1 });
      await new Promise((r) => setTimeout(r, 1800));
      expect(failed).toEqual([]);
      expect(unknown).toEqual([]);
      // Awaitable hello: the monitor waits for the server's answer instead of polling.
      expect(ok.some((e) => e.awaited)).toBe(true);
      // A server answering awaitable hello at once would make the monitor spin (hundreds here).
      expect(ok.length).toBeLessThan(12);
    } finally {
      await client.close();
    }
  });
});

/** Sends `messages` on one connection and collects answers until `count` arrived. */
function exchange(
  port: number,
  messages: Buffer[],
  count: number,
): Promise<{ flags: number; requestId: number; responseTo: number; body: Document }[]> {
  return new Promise((resolve, reject) => {
    const out: { flags: number; requestId: number; responseTo: number; body: Document }[] = [];
    let buf = Buffer.alloc(0);
    const s = net.connect(port, '127.0.0.1', () => messages.forEach((m) => s.write(m)));
    s.on('data', (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      while (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        const len = buf.readInt32LE(0);
        const msg = buf.subarray(0, len);
        out.push({
          requestId: msg.readInt32LE(4),
          responseTo: msg.readInt32LE(8),
          flags: msg.readUInt32LE(16),
          body: BSON.deserialize(msg.subarray(21)),
        });
        buf = buf.subarray(len);
      }
      if (out.length >= count) {
        s.destroy();
        resolve(out);
      }
    });
    s.on('error', reject);
  });
}

function opMsg(requestId: number, body: Document, flags = 0): Buffer {
  const doc = BSON.serialize(body);
  const head = Buffer.alloc(21);
  head.writeInt32LE(21 + doc.length, 0);
  head.writeInt32LE(requestId, 4);
  head.writeInt32LE(2013, 12);
  head.writeUInt32LE(flags, 16);
  return Buffer.concat([head, doc]);
}

describe.skipIf(REAL_MONGO)(`awaitable hello on the wire (${NEEDS_EMBEDDED}: raw wire messages)`, () => {
  it('answers after maxAwaitTimeMS, and with exhaustAllowed keeps streaming answers (moreToCome)', async () => {
    const port = h.server!.port;
    const awaitable = {
      hello: 1,
      topologyVersion: hello.topologyVersion as Document,
      maxAwaitTimeMS: 100,
      $db: 'admin',
    };
    // Another connection is served while the awaitable hello waits.
    const waiting = exchange(port, [opMsg(7, awaitable, 1 << 16)], 3);
    const [pong] = await exchange(port, [opMsg(8, { ping: 1, $db: 'admin' })], 1);
    expect(pong!.body.ok).toBe(1);
    const answers = await waiting;
    expect(answers.map((a) => [a.body.setName, (a.flags & 2) !== 0])).toEqual([
      [hello.setName, true],
      [hello.setName, true],
      [hello.setName, true],
    ]);
    expect(answers[0]!.responseTo).toBe(7);
    expect(answers[1]!.responseTo).toBe(answers[0]!.requestId);
    expect(answers[2]!.responseTo).toBe(answers[1]!.requestId);
    // A stale topologyVersion (another process) is answered at once, once.
    const stale = await exchange(
      port,
      [
        opMsg(9, { ...awaitable, topologyVersion: { ...awaitable.topologyVersion, processId: new BSON.ObjectId() } }),
        opMsg(10, { ping: 1, $db: 'admin' }),
      ],
      2,
    );
    expect(stale.map((a) => a.responseTo)).toEqual([9, 10]);
  });
});

describe.skipIf(REAL_MONGO)(`standalone mode (${NEEDS_EMBEDDED}: option replicaSet:false)`, () => {
  it('answers like a standalone mongod and refuses transactions (20)', async () => {
    const server = await startEmbeddedMongo({ memory: true, replicaSet: false });
    const client = await new MongoClient(server.uri).connect();
    try {
      const db = client.db('standalone');
      const info = await db.admin().command({ hello: 1 });
      expect([info.setName, info.hosts, info.topologyVersion]).toEqual([undefined, undefined, undefined]);
      const session = client.startSession();
      try {
        session.startTransaction();
        const err = await db
          .collection('tx')
          .insertOne({ a: 1 }, { session })
          .then(
            () => null,
            (e: unknown) => e as { code?: number; originalError?: { code?: number } },
          );
        // The driver wraps code 20 in its "does not support retryable writes" error, as for a real standalone.
        expect(err?.originalError?.code ?? err?.code).toBe(20);
      } finally {
        await session.abortTransaction().catch(() => undefined);
        await session.endSession();
      }
      expect(await db.collection('tx').countDocuments()).toBe(0);
      // Plain writes work as before.
      await db.collection('tx').insertOne({ b: 1 });
      expect(await db.collection('tx').countDocuments()).toBe(1);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
