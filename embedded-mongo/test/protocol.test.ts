// Protocol-level behaviour: handshake answer, unknown commands, a transaction, namespace errors,
// and (embedded server only) raw wire messages the driver never sends.
import net from 'node:net';
import { BSON } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src/server.ts';
import { openHarness, NEEDS_EMBEDDED, REAL_MONGO, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('protocol');
});
afterAll(() => h.close());

describe('commands', () => {
  it('hello advertises a writable primary with message limits', async () => {
    const hello = await h.db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      ok: 1,
      maxBsonObjectSize: 16777216,
      maxMessageSizeBytes: 48000000,
      maxWriteBatchSize: 100000,
    });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    // Replica-set identity (the embedded server is a one-member set; see replica-set.test.ts).
    if (!REAL_MONGO)
      expect([hello.setName, hello.hosts, hello.secondary]).toEqual(['rs0', [`127.0.0.1:${h.server!.port}`], false]);
  });

  it('ping and buildInfo answer ok', async () => {
    expect((await h.db.admin().ping()).ok).toBe(1);
    expect((await h.db.admin().buildInfo()).version).toMatch(/^\d+\.\d+/);
  });

  it('answers the diagnostic commands shells send (dbStats, serverStatus, connectionStatus)', async () => {
    await h.db.collection('stats').insertMany([{ a: 1 }, { a: 2 }]);
    const stats = await h.db.command({ dbStats: 1 });
    expect(stats).toMatchObject({ db: h.dbName, objects: 2, ok: 1 });
    expect((await h.db.admin().serverStatus()).ok).toBe(1);
    expect((await h.db.admin().command({ connectionStatus: 1 })).authInfo).toBeDefined();
    await h.db.collection('stats').drop();
  });

  it('an unknown command is CommandNotFound (59)', async () => {
    await expect(h.db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
  });

  it('a transaction commits (the server is a replica set; standalone refusal: replica-set.test.ts)', async () => {
    const session = h.client.startSession();
    try {
      await session.withTransaction(async () => {
        await h.db.collection('tx').insertOne({ a: 1 }, { session });
      });
    } finally {
      await session.endSession();
    }
    expect(await h.db.collection('tx').countDocuments({ a: 1 })).toBe(1);
  });

  it('create, listCollections, drop, dropDatabase, listDatabases', async () => {
    const other = h.client.db(`${h.dbName}_ns`);
    await other.createCollection('a');
    await expect(other.createCollection('a')).rejects.toMatchObject({ code: 48 });
    await other.collection('b').insertOne({ x: 1 });
    expect((await other.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()).toEqual([
      'a',
      'b',
    ]);
    expect((await other.listCollections({ name: 'b' }).toArray()).map((c) => c.name)).toEqual(['b']);
    expect(await other.collection('a').drop()).toBe(true);
    const dbs = await h.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(`${h.dbName}_ns`);
    await other.dropDatabase();
    expect((await other.listCollections().toArray()).length).toBe(0);
  });

  it.skipIf(REAL_MONGO)(`collation is refused clearly (${NEEDS_EMBEDDED}: real MongoDB supports it)`, async () => {
    await expect(
      h.db
        .collection('t')
        .find({}, { collation: { locale: 'hu' } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2, message: expect.stringMatching(/collation/) });
  });

  it('$text without a text index is refused (27)', async () => {
    await h.db.collection('t').insertOne({ s: 'x' });
    await expect(
      h.db
        .collection('t')
        .find({ $text: { $search: 'x' } })
        .toArray(),
    ).rejects.toMatchObject({ code: 27 });
  });
});

/** Sends one raw message and returns the first answer (or null when the server closes). */
function raw(port: number, message: Buffer): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(message));
    let buf = Buffer.alloc(0);
    s.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        s.destroy();
        resolve(buf);
      }
    });
    s.on('close', () => resolve(null));
    s.on('error', reject);
  });
}

function message(opCode: number, body: Buffer, length?: number): Buffer {
  const head = Buffer.alloc(16);
  head.writeInt32LE(length ?? 16 + body.length, 0);
  head.writeInt32LE(7, 4);
  head.writeInt32LE(opCode, 12);
  return Buffer.concat([head, body]);
}

const msgBody = (reply: Buffer): Record<string, unknown> => BSON.deserialize(reply.subarray(21));

describe.skipIf(REAL_MONGO)(`raw wire messages (${NEEDS_EMBEDDED})`, () => {
  it('OP_COMPRESSED gets a clear error answer', async () => {
    const reply = await raw(h.server!.port, message(2012, Buffer.alloc(9)));
    expect(reply).not.toBeNull();
    expect(reply!.readInt32LE(8)).toBe(7);
    expect(msgBody(reply!)).toMatchObject({ ok: 0, errmsg: expect.stringMatching(/OP_COMPRESSED/) });
  });

  it('an unknown opcode gets a clear error answer', async () => {
    const reply = await raw(h.server!.port, message(4242, Buffer.alloc(4)));
    expect(msgBody(reply!)).toMatchObject({ ok: 0, errmsg: expect.stringMatching(/opcode 4242/) });
  });

  it('a message longer than maxMessageSizeBytes closes the connection', async () => {
    const reply = await raw(h.server!.port, message(2013, Buffer.alloc(8), 48_000_001));
    expect(reply).toBeNull();
  });

  it('OP_MSG with moreToCome gets no answer, the next message does', async () => {
    const cmd = (doc: object, flags: number): Buffer => {
      const b = BSON.serialize(doc);
      const f = Buffer.alloc(5);
      f.writeUInt32LE(flags, 0);
      return message(2013, Buffer.concat([f, b]));
    };
    const both = Buffer.concat([cmd({ ping: 1, $db: 'admin' }, 2), cmd({ hello: 1, $db: 'admin' }, 0)]);
    const reply = await raw(h.server!.port, both);
    expect(msgBody(reply!)).toMatchObject({ isWritablePrimary: true });
  });

  it('a document over maxBsonObjectSize inside a valid message is a write error (10334)', async () => {
    const big = BSON.serialize({ _id: 1, blob: Buffer.alloc(16 * 1024 * 1024 + 10) });
    const body = BSON.serialize({ insert: 'big', $db: 'raw' });
    const seqId = Buffer.from('documents\0');
    const seqLen = Buffer.alloc(4);
    seqLen.writeInt32LE(4 + seqId.length + big.length, 0);
    const msg = message(
      2013,
      Buffer.concat([Buffer.alloc(4), Buffer.from([0]), body, Buffer.from([1]), seqLen, seqId, big]),
    );
    // An insert needs an authenticated connection; this raw one speaks no SCRAM, so its own
    // server runs without authentication (loopback).
    const open = await startEmbeddedMongo({ memory: true, auth: false });
    try {
      const reply = await raw(open.port, msg);
      const answer = msgBody(reply!) as { n: number; writeErrors: { code: number }[] };
      expect(answer.n).toBe(0);
      expect(answer.writeErrors[0]!.code).toBe(10334);
    } finally {
      await open.stop();
    }
  });

  it('the legacy OP_QUERY handshake is answered with OP_REPLY', async () => {
    const q = BSON.serialize({ ismaster: 1, helloOk: true });
    const body = Buffer.concat([
      Buffer.alloc(4),
      Buffer.from('admin.$cmd\0'),
      Buffer.alloc(4),
      Buffer.from([0xff, 0xff, 0xff, 0xff]),
      q,
    ]);
    const reply = await raw(h.server!.port, message(2004, body));
    expect(reply!.readInt32LE(12)).toBe(1);
    expect(BSON.deserialize(reply!.subarray(36))).toMatchObject({ ismaster: true, helloOk: true, ok: 1 });
  });
});
