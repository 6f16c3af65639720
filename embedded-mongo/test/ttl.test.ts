// TTL indexes (embedded server only: a real MongoDB sweeps every 60 s, too slow for a test).
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/server.ts';
import { NEEDS_EMBEDDED, REAL_MONGO } from './helpers.ts';

describe.skipIf(REAL_MONGO)(`TTL sweep (${NEEDS_EMBEDDED}: a configurable sweep interval)`, () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ memory: true, ttlSweepIntervalMs: 50 });
    client = await new MongoClient(server.uri).connect();
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('removes documents whose date is older than expireAfterSeconds, keeps the rest', async () => {
    const sessions = client.db('app').collection('sessions');
    await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await sessions.createIndex({ touched: 1 }, { expireAfterSeconds: 3600 });
    const past = new Date(Date.now() - 1000);
    await sessions.insertMany([
      { sid: 'old', expiresAt: past },
      { sid: 'future', expiresAt: new Date(Date.now() + 3_600_000) },
      { sid: 'no-date', expiresAt: 'tomorrow' },
      { sid: 'old-array', expiresAt: [new Date(Date.now() + 3_600_000), past] },
      { sid: 'recent-touch', touched: new Date() },
      { sid: 'stale-touch', touched: new Date(Date.now() - 7_200_000) },
    ]);
    const until = Date.now() + 5000;
    while ((await sessions.countDocuments()) > 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect((await sessions.find().toArray()).map((d) => d.sid).sort()).toEqual(['future', 'no-date', 'recent-touch']);
  });
});
