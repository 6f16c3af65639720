// The change feed (gateway/src/db/change-feed.ts) on a real database (the embedded server, or
// MONGODB_URI): writes made by ANOTHER client move its stamps once `caughtUp` answers, each
// document's and owner's own, a transaction's at its commit; a delete moves the collection's
// owner-unknown stamp; closed, it reports nothing current and the whole-store stamp never repeats.
import type { Db, MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/db/change-feed.ts';
import { silentLog, startTestDb, type TestDb } from '../support/harness.ts';

let db: TestDb;
let feed: ChangeFeed;
/** Another client of the database: what another gateway instance writes through. */
let other: Db;
let otherClient: MongoClient;

beforeAll(async () => {
  db = await startTestDb();
  const second = await db.connectAgain();
  other = second.connection.db as unknown as Db;
  otherClient = second.connection.getClient() as unknown as MongoClient;
  feed = new ChangeFeed(db.connection.db as unknown as Db, silentLog);
  feed.start();
  // Open once it reports being current.
  while (!(await feed.caughtUp())) await new Promise((r) => setTimeout(r, 20));
});
afterAll(async () => {
  await feed?.close();
  await db?.stop();
});

const ns = () => `${db.connection.name}.items`;

describe('the change feed', () => {
  it("moves a written document's, its collection's and its owner's stamps by the next caughtUp", async () => {
    const slots = [feed.collectionSlot(ns()), feed.documentSlot(ns(), 'a'), feed.ownerSlot(ns(), 'ka')];
    const otherDoc = feed.documentSlot(ns(), 'b');
    const before = slots.map((s) => feed.read(s));
    const untouched = feed.read(otherDoc);
    await other.collection<{ _id: string; user: string }>('items').insertOne({ _id: 'a', user: 'ka' });
    expect(await feed.caughtUp()).toBe(true);
    expect(slots.map((s) => feed.read(s) - before[slots.indexOf(s)]!)).toEqual([1, 1, 1]);
    expect(feed.read(otherDoc)).toBe(untouched);
  });

  it("moves an update's owner (looked up) and a delete's owner-unknown stamp", async () => {
    const items = other.collection<{ _id: string; user?: string; n?: number }>('items');
    await items.insertOne({ _id: 'u', user: 'bo' });
    expect(await feed.caughtUp()).toBe(true);
    const owner = feed.ownerSlot(ns(), 'bo');
    const disown = feed.disownSlot(ns());
    const [o0, d0] = [feed.read(owner), feed.read(disown)];
    await items.updateOne({ _id: 'u' }, { $set: { n: 1 } });
    expect(await feed.caughtUp()).toBe(true);
    expect([feed.read(owner) - o0, feed.read(disown) - d0]).toEqual([1, 0]);
    await items.deleteOne({ _id: 'u' });
    expect(await feed.caughtUp()).toBe(true);
    expect(feed.read(disown) - d0).toBe(1);
  });

  it("moves a transaction's stamps at its commit, not before", async () => {
    const slot = feed.documentSlot(ns(), 't');
    const start = feed.read(slot);
    const session = otherClient.startSession();
    try {
      session.startTransaction();
      await other.collection<{ _id: string }>('items').insertOne({ _id: 't' }, { session });
      expect(await feed.caughtUp()).toBe(true);
      expect(feed.read(slot)).toBe(start);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(await feed.caughtUp()).toBe(true);
    expect(feed.read(slot)).toBe(start + 1);
  });

  it('closed, is never current and its whole-store stamp never reads the same twice', async () => {
    const closing = new ChangeFeed(db.connection.db as unknown as Db, silentLog);
    closing.start();
    await closing.close();
    expect(await closing.caughtUp()).toBe(false);
    expect(closing.read(closing.storeSlot)).not.toBe(closing.read(closing.storeSlot));
  });
});
