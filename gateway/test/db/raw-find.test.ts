// findRaw (gateway/src/db/raw-find.ts): a find whose rows are visited as BSON where they arrived,
// through the find command with `raw` and getMore. Against the embedded server over the wire,
// compared with the driver's own cursor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BSON, Long } from 'bson';
import { MongoClient, MongoServerError, type CommandStartedEvent, type Db } from 'mongodb';
import { findRaw } from '../../src/db/raw-find.ts';
import { startTestDb, type TestDb } from '../support/harness.ts';

let t: TestDb;
let client: MongoClient;
let db: Db;
const started: CommandStartedEvent[] = [];

beforeAll(async () => {
  t = await startTestDb();
  // A client of its own that reports the commands it sends.
  client = new MongoClient(t.uri, { monitorCommands: true });
  client.on('commandStarted', (e) => started.push(e));
  await client.connect();
  db = client.db();
  await db.collection('rows').insertMany(
    Array.from({ length: 25 }, (_, i) => ({
      n: i,
      group: i % 3,
      name: `sor ${i} – ő`,
      at: new Date(Date.UTC(2026, 8, 1 + i)),
      big: Long.fromNumber(i * 1_000_000_000_000),
      note: i % 4 === 0 ? null : `megjegyzés ${i}`,
    })),
  );
});
afterAll(async () => {
  await client?.close();
  await t?.stop();
});

/** The rows findRaw visits, each as a copy of its bytes. */
async function rawRows(filter: object, options: Parameters<typeof findRaw>[3]) {
  const rows: Buffer[] = [];
  const count = await findRaw(db, 'rows', filter, options, (bytes, start, end) =>
    rows.push(Buffer.from(bytes.subarray(start, end))),
  );
  expect(count).toBe(rows.length);
  return rows;
}

describe('findRaw', () => {
  it('visits the same rows, in the same order and with the same bytes, as the driver cursor, across getMore batches', async () => {
    const filter = { group: { $ne: 1 } };
    const projection = { _id: 0, n: 1, name: 1, at: 1, big: 1, note: 1 };
    const sort = { at: -1 } as const;
    started.length = 0;
    const rows = await rawRows(filter, { projection, sort, batchSize: 4 });
    // 17 rows in batches of 4: the find, then a getMore for each further batch.
    const sent = started.map((e) => e.commandName).filter((n) => n === 'find' || n === 'getMore');
    expect(sent).toEqual(['find', 'getMore', 'getMore', 'getMore', 'getMore']);
    const driver = await db.collection('rows').find(filter, { projection, sort, batchSize: 4, raw: true }).toArray();
    expect(rows).toHaveLength(17);
    expect(rows).toEqual(driver.map((r) => Buffer.from(r as unknown as Buffer)));
    const newestFirst = Array.from({ length: 25 }, (_, i) => 24 - i).filter((n) => n % 3 !== 1);
    expect(rows.map((r) => BSON.deserialize(r).n)).toEqual(newestFirst);
  });

  it('without a projection or a sort visits whole documents; with no match it visits nothing', async () => {
    const whole = await rawRows({ n: 7 }, { batchSize: 10 });
    expect(whole).toHaveLength(1);
    expect(BSON.deserialize(whole[0]!)).toMatchObject({ n: 7, group: 1, name: 'sor 7 – ő', note: 'megjegyzés 7' });
    expect(await rawRows({ n: 99 }, { batchSize: 10 })).toEqual([]);
  });

  it("rejects with the server's error for a filter it refuses", async () => {
    await expect(rawRows({ n: { $bogus: 1 } }, { batchSize: 10 })).rejects.toBeInstanceOf(MongoServerError);
  });

  it('kills the cursor a failing visit leaves open, and passes the failure on', async () => {
    started.length = 0;
    const boom = new Error('visit failed');
    await expect(
      findRaw(db, 'rows', {}, { batchSize: 5 }, () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
    const kill = started.find((e) => e.commandName === 'killCursors');
    expect(kill?.command.killCursors).toBe('rows');
    expect((kill?.command.cursors as Long[]).length).toBe(1);
    // The server no longer knows it.
    const id = (kill!.command.cursors as Long[])[0]!;
    await expect(db.command({ getMore: id, collection: 'rows' })).rejects.toMatchObject({ code: 43 });
  });
});
